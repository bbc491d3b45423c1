theory home_prop
  imports home_prop_Invs_1
begin

text \<open>The protocol of home_prop.m satisfies its properties for every size.\<close>

lemma init_inv_1: "init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> inv_1 h_Home s"
  unfolding init_at_def by (auto simp: inv_1_def start_Init_def)

lemma init_invs_1: "f \<in> invs_1 N h_Home \<Longrightarrow> init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> f s"
  unfolding invs_1_def by (auto intro: init_inv_1)

lemma init_inv_2: "init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> h_Home \<Longrightarrow> inv_2 h_Home p1 s"
  unfolding init_at_def by (auto simp: inv_2_def start_Init_def)

lemma init_invs_2: "f \<in> invs_2 N h_Home \<Longrightarrow> init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> f s"
  unfolding invs_2_def by (auto intro: init_inv_2)

lemma init_inv_3: "init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> h_Home \<Longrightarrow> inv_3 h_Home p1 s"
  unfolding init_at_def by (auto simp: inv_3_def start_Init_def)

lemma init_invs_3: "f \<in> invs_3 N h_Home \<Longrightarrow> init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> f s"
  unfolding invs_3_def by (auto intro: init_inv_3)

lemma init_inv_4: "init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> h_Home \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> p2 \<noteq> h_Home \<Longrightarrow> inv_4 h_Home p1 p2 s"
  unfolding init_at_def by (auto simp: inv_4_def start_Init_def)

lemma init_invs_4: "f \<in> invs_4 N h_Home \<Longrightarrow> init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> f s"
  unfolding invs_4_def by (auto intro: init_inv_4)

lemma init_inv_5: "init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> h_Home \<Longrightarrow> inv_5 h_Home p1 s"
  unfolding init_at_def by (auto simp: inv_5_def start_Init_def)

lemma init_invs_5: "f \<in> invs_5 N h_Home \<Longrightarrow> init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> f s"
  unfolding invs_5_def by (auto intro: init_inv_5)

lemma init_inv_6: "init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> inv_6 h_Home s"
  unfolding init_at_def by (auto simp: inv_6_def start_Init_def)

lemma init_invs_6: "f \<in> invs_6 N h_Home \<Longrightarrow> init_at N h_Home s \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> f s"
  unfolding invs_6_def by (auto intro: init_inv_6)

lemma init_invs:
  assumes "f \<in> invs N h_Home" "init_at N h_Home s" "h_Home \<in> (idx_NODE N)"
  shows "f s"
  using assms(1)[unfolded invs_def]
  apply (elim UnE)
  apply (erule init_invs_1[OF _ assms(2) assms(3)])
  apply (erule init_invs_2[OF _ assms(2) assms(3)])
  apply (erule init_invs_3[OF _ assms(2) assms(3)])
  apply (erule init_invs_4[OF _ assms(2) assms(3)])
  apply (erule init_invs_5[OF _ assms(2) assms(3)])
  apply (erule init_invs_6[OF _ assms(2) assms(3)])
  done

lemma step_invs:
  assumes "f \<in> invs N h_Home" "r \<in> rules N" "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule f r (invs N h_Home)"
  using assms(1)[unfolded invs_def]
  apply (elim UnE)
  apply (erule invs_1_step[OF _ assms(2) assms(3)])
  apply (erule invs_2_step[OF _ assms(2) assms(3)])
  apply (erule invs_3_step[OF _ assms(2) assms(3)])
  apply (erule invs_4_step[OF _ assms(2) assms(3)])
  apply (erule invs_5_step[OF _ assms(2) assms(3)])
  apply (erule invs_6_step[OF _ assms(2) assms(3)])
  done

theorem invs_reachable:
  assumes "s \<in> reachable (init_at N h_Home) (rules N)" "h_Home \<in> (idx_NODE N)"
  shows "\<forall>f\<in>invs N h_Home. f s"
proof (rule consistency[OF _ _ assms(1)])
  fix f t
  assume "f \<in> invs N h_Home" "init_at N h_Home t"
  then show "f t" using assms(2) by (rule init_invs)
next
  fix f r
  assume "f \<in> invs N h_Home" "r \<in> rules N"
  then show "invHoldForRule f r (invs N h_Home)" using assms(2) by (rule step_invs)
qed

text \<open>Property HomeNotExcl.\<close>

definition prop_HomeNotExcl :: "nat \<Rightarrow> state \<Rightarrow> bool" where
  "prop_HomeNotExcl N s \<longleftrightarrow> (s (V_cache (idx_of (s V_Home))) \<noteq> E_E)"

theorem prop_HomeNotExcl_holds:
  assumes "s \<in> reachable (init N) (rules N)"
  shows "prop_HomeNotExcl N s"
proof -
  have "\<exists>h_Home\<in>(idx_NODE N). s \<in> reachable (init_at N h_Home) (rules N)"
    using assms(1) by (rule reachable_split) (rule init_at_cases)
  then obtain h_Home where R: "s \<in> reachable (init_at N h_Home) (rules N)" "h_Home \<in> (idx_NODE N)"
    by blast
  have H: "\<forall>f\<in>invs N h_Home. f s"
    using R by (rule invs_reachable)
  have I1: "inv_1 h_Home s"
    by (rule inv_1_hold[OF H])
  have I2: "inv_6 h_Home s"
    by (rule inv_6_hold[OF H])
  show ?thesis
    using assms I1 I2
    by (unfold prop_HomeNotExcl_def inv_1_def inv_6_def imp_conv_disj) (auto)
qed

text \<open>Property Excl.\<close>

definition prop_Excl :: "nat \<Rightarrow> nat \<Rightarrow> nat \<Rightarrow> state \<Rightarrow> bool" where
  "prop_Excl N i j s \<longleftrightarrow> ((i \<noteq> j) \<longrightarrow> (\<not> ((s (V_cache i) = E_E) \<and> (s (V_cache j) \<noteq> E_I))))"

theorem prop_Excl_holds:
  assumes "s \<in> reachable (init N) (rules N)" "i \<in> (idx_NODE N)" "j \<in> (idx_NODE N)"
  shows "prop_Excl N i j s"
proof -
  have "\<exists>h_Home\<in>(idx_NODE N). s \<in> reachable (init_at N h_Home) (rules N)"
    using assms(1) by (rule reachable_split) (rule init_at_cases)
  then obtain h_Home where R: "s \<in> reachable (init_at N h_Home) (rules N)" "h_Home \<in> (idx_NODE N)"
    by blast
  have H: "\<forall>f\<in>invs N h_Home. f s"
    using R by (rule invs_reachable)
  have I1: "j \<in> (idx_NODE N) \<longrightarrow> j \<noteq> h_Home \<longrightarrow> inv_2 h_Home j s"
    by (intro impI) (rule inv_2_hold[OF H])
  have I2: "i \<in> (idx_NODE N) \<longrightarrow> i \<noteq> h_Home \<longrightarrow> inv_3 h_Home i s"
    by (intro impI) (rule inv_3_hold[OF H])
  have I3: "j \<in> (idx_NODE N) \<longrightarrow> i \<in> (idx_NODE N) \<longrightarrow> j \<noteq> h_Home \<longrightarrow> j \<noteq> i \<longrightarrow> i \<noteq> h_Home \<longrightarrow> inv_4 h_Home j i s"
    by (intro impI) (rule inv_4_hold[OF H])
  show ?thesis
    using assms I1 I2 I3
    by (unfold prop_Excl_def inv_2_def inv_3_def inv_4_def imp_conv_disj) (cases "i = h_Home"; cases "j = h_Home"; auto)
qed

theorem properties:
  assumes "s \<in> reachable (init N) (rules N)"
  shows "prop_HomeNotExcl N s \<and> (\<forall>i\<in>(idx_NODE N). \<forall>j\<in>(idx_NODE N). prop_Excl N i j s)"
  using assms by (auto intro: prop_HomeNotExcl_holds prop_Excl_holds)

end
