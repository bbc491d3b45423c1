theory home_prop_Invs_1
  imports home_prop_Model
begin

section \<open>inv_1\<close>

lemma inv_1__r_GetS:
  assumes a: "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 h_Home) (r_GetS N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_1 h_Home}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_GetS_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 h_Home}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_GetS_def; force))

lemma inv_1__r_GetE:
  assumes a: "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 h_Home) (r_GetE N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_6 h_Home, inv_1 h_Home}"] inv_6_in inv_1_in
      simp: invHoldRule3_def inv_1_def inv_6_def r_GetE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 h_Home, inv_1 h_Home}"] inv_6_in inv_1_in
      simp: invHoldRule3_def inv_1_def inv_6_def r_GetE_def; force))

lemma inv_1__r_Evict:
  assumes a: "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 h_Home) (r_Evict N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_1 h_Home}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 h_Home}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Evict_def; force))

lemma inv_1_step:
  assumes r: "r \<in> rules N" and a: "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 h_Home) r (invs N h_Home)"
  using r proof (cases rule: rules_cases)
  case r_GetS
  show ?thesis unfolding r_GetS(2)
    by (rule inv_1__r_GetS[OF a r_GetS(1)])
next
  case r_GetE
  show ?thesis unfolding r_GetE(2)
    by (rule inv_1__r_GetE[OF a r_GetE(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_1__r_Evict[OF a r_Evict(1)])
qed

lemma invs_1_step: "f \<in> invs_1 N h_Home \<Longrightarrow> r \<in> rules N \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> invHoldForRule f r (invs N h_Home)"
  unfolding invs_1_def by (auto intro: inv_1_step)

section \<open>inv_2\<close>

lemma inv_2__r_GetS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 h_Home p1) (r_GetS N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_2 h_Home p1, inv_1 h_Home}"] inv_2_in inv_1_in
      simp: invHoldRule3_def inv_2_def inv_1_def r_GetS_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 h_Home p1, inv_1 h_Home}"] inv_2_in inv_1_in
      simp: invHoldRule3_def inv_2_def inv_1_def r_GetS_def; force))

lemma inv_2__r_GetE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 h_Home p1) (r_GetE N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_6 h_Home, inv_2 h_Home p1}"] inv_6_in inv_2_in
      simp: invHoldRule3_def inv_2_def inv_6_def r_GetE_def dest!: bspec[where A = "(idx_NODE N)" and x = "h_Home"]; fail)
    | (auto intro!: hold3[where G = "{inv_6 h_Home, inv_2 h_Home p1}"] inv_6_in inv_2_in
      simp: invHoldRule3_def inv_2_def inv_6_def r_GetE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 h_Home, inv_2 h_Home p1}"] inv_6_in inv_2_in
      simp: invHoldRule3_def inv_2_def inv_6_def r_GetE_def; force))

lemma inv_2__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 h_Home p1) (r_Evict N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_2 h_Home p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 h_Home p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Evict_def; force))

lemma inv_2_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 h_Home p1) r (invs N h_Home)"
  using r proof (cases rule: rules_cases)
  case r_GetS
  show ?thesis unfolding r_GetS(2)
    by (rule inv_2__r_GetS[OF a r_GetS(1)])
next
  case r_GetE
  show ?thesis unfolding r_GetE(2)
    by (rule inv_2__r_GetE[OF a r_GetE(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_2__r_Evict[OF a r_Evict(1)])
qed

lemma invs_2_step: "f \<in> invs_2 N h_Home \<Longrightarrow> r \<in> rules N \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> invHoldForRule f r (invs N h_Home)"
  unfolding invs_2_def by (auto intro: inv_2_step)

section \<open>inv_3\<close>

lemma inv_3__r_GetS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 h_Home p1) (r_GetS N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_3 h_Home p1, inv_5 h_Home p1}"] inv_3_in inv_5_in
      simp: invHoldRule3_def inv_3_def inv_5_def r_GetS_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 h_Home p1, inv_5 h_Home p1}"] inv_3_in inv_5_in
      simp: invHoldRule3_def inv_3_def inv_5_def r_GetS_def; force))

lemma inv_3__r_GetE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 h_Home p1) (r_GetE N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_6 h_Home, inv_3 h_Home p1}"] inv_6_in inv_3_in
      simp: invHoldRule3_def inv_3_def inv_6_def r_GetE_def dest!: bspec[where A = "(idx_NODE N)" and x = "h_Home"]; fail)
    | (auto intro!: hold3[where G = "{inv_6 h_Home, inv_3 h_Home p1}"] inv_6_in inv_3_in
      simp: invHoldRule3_def inv_3_def inv_6_def r_GetE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 h_Home, inv_3 h_Home p1}"] inv_6_in inv_3_in
      simp: invHoldRule3_def inv_3_def inv_6_def r_GetE_def; force))

lemma inv_3__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 h_Home p1) (r_Evict N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_3 h_Home p1}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 h_Home p1}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Evict_def; force))

lemma inv_3_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 h_Home p1) r (invs N h_Home)"
  using r proof (cases rule: rules_cases)
  case r_GetS
  show ?thesis unfolding r_GetS(2)
    by (rule inv_3__r_GetS[OF a r_GetS(1)])
next
  case r_GetE
  show ?thesis unfolding r_GetE(2)
    by (rule inv_3__r_GetE[OF a r_GetE(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_3__r_Evict[OF a r_Evict(1)])
qed

lemma invs_3_step: "f \<in> invs_3 N h_Home \<Longrightarrow> r \<in> rules N \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> invHoldForRule f r (invs N h_Home)"
  unfolding invs_3_def by (auto intro: inv_3_step)

section \<open>inv_4\<close>

lemma inv_4__r_GetS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "p1 \<noteq> p2" "p2 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 h_Home p1 p2) (r_GetS N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_4 h_Home p1 p2, inv_5 h_Home p2}"] inv_4_in inv_5_in
      simp: invHoldRule3_def inv_4_def inv_5_def r_GetS_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 h_Home p1 p2, inv_5 h_Home p2}"] inv_4_in inv_5_in
      simp: invHoldRule3_def inv_4_def inv_5_def r_GetS_def; force))

lemma inv_4__r_GetE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "p1 \<noteq> p2" "p2 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 h_Home p1 p2) (r_GetE N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_4 h_Home p1 p2, inv_6 h_Home}"] inv_4_in inv_6_in
      simp: invHoldRule3_def inv_4_def inv_6_def r_GetE_def dest!: ball_at2[where A = "(idx_NODE N)" and a = "p1" and b = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_4 h_Home p1 p2, inv_6 h_Home}"] inv_4_in inv_6_in
      simp: invHoldRule3_def inv_4_def inv_6_def r_GetE_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 h_Home p1 p2, inv_6 h_Home}"] inv_4_in inv_6_in
      simp: invHoldRule3_def inv_4_def inv_6_def r_GetE_def; force))

lemma inv_4__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "p1 \<noteq> p2" "p2 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 h_Home p1 p2) (r_Evict N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_4 h_Home p1 p2}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 h_Home p1 p2}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Evict_def; force))

lemma inv_4_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "p1 \<noteq> p2" "p2 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 h_Home p1 p2) r (invs N h_Home)"
  using r proof (cases rule: rules_cases)
  case r_GetS
  show ?thesis unfolding r_GetS(2)
    by (rule inv_4__r_GetS[OF a r_GetS(1)])
next
  case r_GetE
  show ?thesis unfolding r_GetE(2)
    by (rule inv_4__r_GetE[OF a r_GetE(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_4__r_Evict[OF a r_Evict(1)])
qed

lemma invs_4_step: "f \<in> invs_4 N h_Home \<Longrightarrow> r \<in> rules N \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> invHoldForRule f r (invs N h_Home)"
  unfolding invs_4_def by (auto intro: inv_4_step)

section \<open>inv_5\<close>

lemma inv_5__r_GetS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 h_Home p1) (r_GetS N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_5 h_Home p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_GetS_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 h_Home p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_GetS_def; force))

lemma inv_5__r_GetE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 h_Home p1) (r_GetE N i) (invs N h_Home)"
  using a by ((auto intro!: hold3[where G = "{inv_6 h_Home}"] inv_6_in
      simp: invHoldRule3_def inv_5_def inv_6_def r_GetE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 h_Home}"] inv_6_in
      simp: invHoldRule3_def inv_5_def inv_6_def r_GetE_def; force))

lemma inv_5__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 h_Home p1) (r_Evict N i) (invs N h_Home)"
proof -
  consider (c1) "i = h_Home" | (c2) "i \<noteq> p1" "i \<noteq> h_Home" | (c3) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_5 h_Home p1) {inv_1 h_Home, inv_5 h_Home p1} (r_Evict N i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_5_def inv_1_def r_Evict_def; fail)
    | (auto simp: invHoldRule3_def inv_5_def inv_1_def r_Evict_def; force))
    moreover have "{inv_1 h_Home, inv_5 h_Home p1} \<subseteq> invs N h_Home"
      using a c1 by (auto intro: inv_1_in inv_5_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_5 h_Home p1) {inv_4 h_Home p1 i, inv_5 h_Home p1} (r_Evict N i)"
      using a c2 by ((auto simp: invHoldRule3_def inv_5_def inv_4_def r_Evict_def; fail)
    | (auto simp: invHoldRule3_def inv_5_def inv_4_def r_Evict_def; force))
    moreover have "{inv_4 h_Home p1 i, inv_5 h_Home p1} \<subseteq> invs N h_Home"
      using a c2 by (auto intro: inv_4_in inv_5_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c3
    have "invHoldRule1 (inv_5 h_Home p1) (r_Evict N i)"
      using a c3 by ((auto simp: invHoldRule1_def inv_5_def r_Evict_def; fail)
    | (auto simp: invHoldRule1_def inv_5_def r_Evict_def; force))
    then show ?thesis by (rule hold1)
  qed
qed

lemma inv_5_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> h_Home" "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 h_Home p1) r (invs N h_Home)"
  using r proof (cases rule: rules_cases)
  case r_GetS
  show ?thesis unfolding r_GetS(2)
    by (rule inv_5__r_GetS[OF a r_GetS(1)])
next
  case r_GetE
  show ?thesis unfolding r_GetE(2)
    by (rule inv_5__r_GetE[OF a r_GetE(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_5__r_Evict[OF a r_Evict(1)])
qed

lemma invs_5_step: "f \<in> invs_5 N h_Home \<Longrightarrow> r \<in> rules N \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> invHoldForRule f r (invs N h_Home)"
  unfolding invs_5_def by (auto intro: inv_5_step)

section \<open>inv_6\<close>

lemma inv_6_step:
  assumes r: "r \<in> rules N" and a: "h_Home \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 h_Home) r (invs N h_Home)"
  using r proof (cases rule: rules_cases)
  case r_GetS
  show ?thesis unfolding r_GetS(2)
    by (rule untouched[OF frame_inv_6 mod_r_GetS]) simp
next
  case r_GetE
  show ?thesis unfolding r_GetE(2)
    by (rule untouched[OF frame_inv_6 mod_r_GetE]) simp
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule untouched[OF frame_inv_6 mod_r_Evict]) simp
qed

lemma invs_6_step: "f \<in> invs_6 N h_Home \<Longrightarrow> r \<in> rules N \<Longrightarrow> h_Home \<in> (idx_NODE N) \<Longrightarrow> invHoldForRule f r (invs N h_Home)"
  unfolding invs_6_def by (auto intro: inv_6_step)

end
