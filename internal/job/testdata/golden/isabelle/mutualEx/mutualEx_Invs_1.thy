theory mutualEx_Invs_1
  imports mutualEx_Model
begin

section \<open>inv_1\<close>

lemma inv_1__r_Try:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_Try N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Try_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Try_def; force))

lemma inv_1__r_Crit:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_Crit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2, inv_2 p2, inv_2 p1}"] inv_1_in inv_2_in
      simp: invHoldRule3_def inv_1_def inv_2_def r_Crit_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2, inv_2 p2, inv_2 p1}"] inv_1_in inv_2_in
      simp: invHoldRule3_def inv_1_def inv_2_def r_Crit_def; force))

lemma inv_1__r_Exit:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_Exit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Exit_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Exit_def; force))

lemma inv_1__r_Idle:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_Idle N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Idle_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Idle_def; force))

lemma inv_1_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_1 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Try
  show ?thesis unfolding r_Try(2)
    by (rule inv_1__r_Try[OF a r_Try(1)])
next
  case r_Crit
  show ?thesis unfolding r_Crit(2)
    by (rule inv_1__r_Crit[OF a r_Crit(1)])
next
  case r_Exit
  show ?thesis unfolding r_Exit(2)
    by (rule inv_1__r_Exit[OF a r_Exit(1)])
next
  case r_Idle
  show ?thesis unfolding r_Idle(2)
    by (rule inv_1__r_Idle[OF a r_Idle(1)])
qed

lemma invs_1_step: "f \<in> invs_1 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_1_def by (auto intro: inv_1_step)

section \<open>inv_2\<close>

lemma inv_2__r_Try:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_2 p1) (r_Try N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Try_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Try_def; force))

lemma inv_2__r_Crit:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_2 p1) (r_Crit N i) (invs N)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_Crit_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_Crit_def; force))

lemma inv_2__r_Exit:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_2 p1) (r_Exit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Exit_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Exit_def; force))

lemma inv_2__r_Idle:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_2 p1) (r_Idle N i) (invs N)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_2 p1) {inv_3 p1 i} (r_Idle N i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_2_def inv_3_def r_Idle_def; fail)
    | (auto simp: invHoldRule3_def inv_2_def inv_3_def r_Idle_def; force))
    moreover have "{inv_3 p1 i} \<subseteq> invs N"
      using a c1 by (auto intro: inv_3_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule1 (inv_2 p1) (r_Idle N i)"
      using a c2 by ((auto simp: invHoldRule1_def inv_2_def r_Idle_def; fail)
    | (auto simp: invHoldRule1_def inv_2_def r_Idle_def; force))
    then show ?thesis by (rule hold1)
  qed
qed

lemma inv_2_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_client N)"
  shows "invHoldForRule (inv_2 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Try
  show ?thesis unfolding r_Try(2)
    by (rule inv_2__r_Try[OF a r_Try(1)])
next
  case r_Crit
  show ?thesis unfolding r_Crit(2)
    by (rule inv_2__r_Crit[OF a r_Crit(1)])
next
  case r_Exit
  show ?thesis unfolding r_Exit(2)
    by (rule inv_2__r_Exit[OF a r_Exit(1)])
next
  case r_Idle
  show ?thesis unfolding r_Idle(2)
    by (rule inv_2__r_Idle[OF a r_Idle(1)])
qed

lemma invs_2_step: "f \<in> invs_2 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_2_def by (auto intro: inv_2_step)

section \<open>inv_3\<close>

lemma inv_3__r_Try:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_3 p1 p2) (r_Try N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1 p2}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Try_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1 p2}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Try_def; force))

lemma inv_3__r_Crit:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_3 p1 p2) (r_Crit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1 p2, inv_4 p2}"] inv_3_in inv_4_in
      simp: invHoldRule3_def inv_3_def inv_4_def r_Crit_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1 p2, inv_4 p2}"] inv_3_in inv_4_in
      simp: invHoldRule3_def inv_3_def inv_4_def r_Crit_def; force))

lemma inv_3__r_Exit:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_3 p1 p2) (r_Exit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1 p2, inv_1 p1 p2}"] inv_3_in inv_1_in
      simp: invHoldRule3_def inv_3_def inv_1_def r_Exit_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1 p2, inv_1 p1 p2}"] inv_3_in inv_1_in
      simp: invHoldRule3_def inv_3_def inv_1_def r_Exit_def; force))

lemma inv_3__r_Idle:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_3 p1 p2) (r_Idle N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1 p2}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Idle_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1 p2}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Idle_def; force))

lemma inv_3_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_3 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Try
  show ?thesis unfolding r_Try(2)
    by (rule inv_3__r_Try[OF a r_Try(1)])
next
  case r_Crit
  show ?thesis unfolding r_Crit(2)
    by (rule inv_3__r_Crit[OF a r_Crit(1)])
next
  case r_Exit
  show ?thesis unfolding r_Exit(2)
    by (rule inv_3__r_Exit[OF a r_Exit(1)])
next
  case r_Idle
  show ?thesis unfolding r_Idle(2)
    by (rule inv_3__r_Idle[OF a r_Idle(1)])
qed

lemma invs_3_step: "f \<in> invs_3 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_3_def by (auto intro: inv_3_step)

section \<open>inv_4\<close>

lemma inv_4__r_Try:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_4 p1) (r_Try N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Try_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Try_def; force))

lemma inv_4__r_Crit:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_4 p1) (r_Crit N i) (invs N)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_Crit_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_Crit_def; force))

lemma inv_4__r_Exit:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_4 p1) (r_Exit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1, inv_2 p1}"] inv_4_in inv_2_in
      simp: invHoldRule3_def inv_4_def inv_2_def r_Exit_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1, inv_2 p1}"] inv_4_in inv_2_in
      simp: invHoldRule3_def inv_4_def inv_2_def r_Exit_def; force))

lemma inv_4__r_Idle:
  assumes a: "p1 \<in> (idx_client N)" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_4 p1) (r_Idle N i) (invs N)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_4 p1) {inv_5 p1 i} (r_Idle N i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_4_def inv_5_def r_Idle_def; fail)
    | (auto simp: invHoldRule3_def inv_4_def inv_5_def r_Idle_def; force))
    moreover have "{inv_5 p1 i} \<subseteq> invs N"
      using a c1 by (auto intro: inv_5_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule1 (inv_4 p1) (r_Idle N i)"
      using a c2 by ((auto simp: invHoldRule1_def inv_4_def r_Idle_def; fail)
    | (auto simp: invHoldRule1_def inv_4_def r_Idle_def; force))
    then show ?thesis by (rule hold1)
  qed
qed

lemma inv_4_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_client N)"
  shows "invHoldForRule (inv_4 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Try
  show ?thesis unfolding r_Try(2)
    by (rule inv_4__r_Try[OF a r_Try(1)])
next
  case r_Crit
  show ?thesis unfolding r_Crit(2)
    by (rule inv_4__r_Crit[OF a r_Crit(1)])
next
  case r_Exit
  show ?thesis unfolding r_Exit(2)
    by (rule inv_4__r_Exit[OF a r_Exit(1)])
next
  case r_Idle
  show ?thesis unfolding r_Idle(2)
    by (rule inv_4__r_Idle[OF a r_Idle(1)])
qed

lemma invs_4_step: "f \<in> invs_4 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_4_def by (auto intro: inv_4_step)

section \<open>inv_5\<close>

lemma inv_5__r_Try:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_5 p1 p2) (r_Try N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1 p2}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Try_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1 p2}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Try_def; force))

lemma inv_5__r_Crit:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_5 p1 p2) (r_Crit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1 p2}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Crit_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1 p2}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Crit_def; force))

lemma inv_5__r_Exit:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_5 p1 p2) (r_Exit N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1 p2, inv_3 p1 p2, inv_3 p2 p1}"] inv_5_in inv_3_in
      simp: invHoldRule3_def inv_5_def inv_3_def r_Exit_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1 p2, inv_3 p1 p2, inv_3 p2 p1}"] inv_5_in inv_3_in
      simp: invHoldRule3_def inv_5_def inv_3_def r_Exit_def; force))

lemma inv_5__r_Idle:
  assumes a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2" "i \<in> (idx_client N)"
  shows "invHoldForRule (inv_5 p1 p2) (r_Idle N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1 p2}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Idle_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1 p2}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Idle_def; force))

lemma inv_5_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_client N)" "p2 \<in> (idx_client N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_5 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Try
  show ?thesis unfolding r_Try(2)
    by (rule inv_5__r_Try[OF a r_Try(1)])
next
  case r_Crit
  show ?thesis unfolding r_Crit(2)
    by (rule inv_5__r_Crit[OF a r_Crit(1)])
next
  case r_Exit
  show ?thesis unfolding r_Exit(2)
    by (rule inv_5__r_Exit[OF a r_Exit(1)])
next
  case r_Idle
  show ?thesis unfolding r_Idle(2)
    by (rule inv_5__r_Idle[OF a r_Idle(1)])
qed

lemma invs_5_step: "f \<in> invs_5 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_5_def by (auto intro: inv_5_step)

end
