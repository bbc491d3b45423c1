theory mutualEx
  imports mutualEx_Invs_1
begin

text \<open>The protocol of mutualEx.m satisfies its properties for every size.\<close>

lemma init_inv_1: "init N s \<Longrightarrow> p1 \<in> (idx_client N) \<Longrightarrow> p2 \<in> (idx_client N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_1 p1 p2 s"
  unfolding init_def by (auto simp: inv_1_def start_def)

lemma init_invs_1: "f \<in> invs_1 N \<Longrightarrow> init N s \<Longrightarrow> f s"
  unfolding invs_1_def by (auto intro: init_inv_1)

lemma init_inv_2: "init N s \<Longrightarrow> p1 \<in> (idx_client N) \<Longrightarrow> inv_2 p1 s"
  unfolding init_def by (auto simp: inv_2_def start_def)

lemma init_invs_2: "f \<in> invs_2 N \<Longrightarrow> init N s \<Longrightarrow> f s"
  unfolding invs_2_def by (auto intro: init_inv_2)

lemma init_inv_3: "init N s \<Longrightarrow> p1 \<in> (idx_client N) \<Longrightarrow> p2 \<in> (idx_client N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_3 p1 p2 s"
  unfolding init_def by (auto simp: inv_3_def start_def)

lemma init_invs_3: "f \<in> invs_3 N \<Longrightarrow> init N s \<Longrightarrow> f s"
  unfolding invs_3_def by (auto intro: init_inv_3)

lemma init_inv_4: "init N s \<Longrightarrow> p1 \<in> (idx_client N) \<Longrightarrow> inv_4 p1 s"
  unfolding init_def by (auto simp: inv_4_def start_def)

lemma init_invs_4: "f \<in> invs_4 N \<Longrightarrow> init N s \<Longrightarrow> f s"
  unfolding invs_4_def by (auto intro: init_inv_4)

lemma init_inv_5: "init N s \<Longrightarrow> p1 \<in> (idx_client N) \<Longrightarrow> p2 \<in> (idx_client N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_5 p1 p2 s"
  unfolding init_def by (auto simp: inv_5_def start_def)

lemma init_invs_5: "f \<in> invs_5 N \<Longrightarrow> init N s \<Longrightarrow> f s"
  unfolding invs_5_def by (auto intro: init_inv_5)

lemma init_invs:
  assumes "f \<in> invs N" "init N s"
  shows "f s"
  using assms(1)[unfolded invs_def]
  apply (elim UnE)
  apply (erule init_invs_1[OF _ assms(2)])
  apply (erule init_invs_2[OF _ assms(2)])
  apply (erule init_invs_3[OF _ assms(2)])
  apply (erule init_invs_4[OF _ assms(2)])
  apply (erule init_invs_5[OF _ assms(2)])
  done

lemma step_invs:
  assumes "f \<in> invs N" "r \<in> rules N"
  shows "invHoldForRule f r (invs N)"
  using assms(1)[unfolded invs_def]
  apply (elim UnE)
  apply (erule invs_1_step[OF _ assms(2)])
  apply (erule invs_2_step[OF _ assms(2)])
  apply (erule invs_3_step[OF _ assms(2)])
  apply (erule invs_4_step[OF _ assms(2)])
  apply (erule invs_5_step[OF _ assms(2)])
  done

theorem invs_reachable:
  assumes "s \<in> reachable (init N) (rules N)"
  shows "\<forall>f\<in>invs N. f s"
proof (rule consistency[OF _ _ assms(1)])
  fix f t
  assume "f \<in> invs N" "init N t"
  then show "f t" by (rule init_invs)
next
  fix f r
  assume "f \<in> invs N" "r \<in> rules N"
  then show "invHoldForRule f r (invs N)" by (rule step_invs)
qed

text \<open>Property coherence.\<close>

definition prop_coherence :: "nat \<Rightarrow> nat \<Rightarrow> nat \<Rightarrow> state \<Rightarrow> bool" where
  "prop_coherence N i j s \<longleftrightarrow> ((i \<noteq> j) \<longrightarrow> ((s (V_n i) = E_C) \<longrightarrow> (s (V_n j) \<noteq> E_C)))"

theorem prop_coherence_holds:
  assumes "s \<in> reachable (init N) (rules N)" "i \<in> (idx_client N)" "j \<in> (idx_client N)"
  shows "prop_coherence N i j s"
proof -
  have H: "\<forall>f\<in>invs N. f s"
    using assms(1) by (rule invs_reachable)
  have I1: "i \<in> (idx_client N) \<longrightarrow> j \<in> (idx_client N) \<longrightarrow> i \<noteq> j \<longrightarrow> inv_1 i j s"
    by (intro impI) (rule inv_1_hold[OF H])
  show ?thesis
    using assms I1
    by (unfold prop_coherence_def inv_1_def imp_conv_disj) (auto)
qed

theorem properties:
  assumes "s \<in> reachable (init N) (rules N)"
  shows "(\<forall>i\<in>(idx_client N). \<forall>j\<in>(idx_client N). prop_coherence N i j s)"
  using assms by (auto intro: prop_coherence_holds)

end
