theory big_forall_Invs_1
  imports big_forall_Model
begin

section \<open>inv_1\<close>

lemma inv_1__r_Step:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_Step N i) (invs N)"
proof -
  consider (c1) "i \<noteq> p1" "i \<noteq> p2" | (c2) "i = p1" | (c3) "i = p2"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_1 p1 p2) {inv_1 p1 p2} (r_Step N i)"
      using a c1 by (clarsimp simp: invHoldRule3_def inv_1_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_1 p1 p2} \<subseteq> invs N"
      using a c1 by (auto intro: inv_1_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_1 p1 p2) {inv_1 p1 p2} (r_Step N i)"
      using a c2 by (clarsimp simp: invHoldRule3_def inv_1_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_1 p1 p2} \<subseteq> invs N"
      using a c2 by (auto intro: inv_1_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c3
    have "invHoldRule3 (inv_1 p1 p2) {inv_1 p1 p2} (r_Step N i)"
      using a c3 by (clarsimp simp: invHoldRule3_def inv_1_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_1 p1 p2} \<subseteq> invs N"
      using a c3 by (auto intro: inv_1_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_1_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_1 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Step
  show ?thesis unfolding r_Step(2)
    by (rule inv_1__r_Step[OF a r_Step(1)])
qed

lemma invs_1_step: "f \<in> invs_1 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_1_def by (auto intro: inv_1_step)

section \<open>inv_2\<close>

lemma inv_2__r_Step:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 p1 p2) (r_Step N i) (invs N)"
proof -
  consider (c1) "i \<noteq> p1" "i \<noteq> p2" | (c2) "i = p1" | (c3) "i = p2"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_2 p1 p2) {inv_2 p1 p2, inv_1 p1 p2} (r_Step N i)"
      using a c1 by (clarsimp simp: invHoldRule3_def inv_2_def inv_1_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_2 p1 p2, inv_1 p1 p2} \<subseteq> invs N"
      using a c1 by (auto intro: inv_2_in inv_1_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_2 p1 p2) {inv_2 p1 p2, inv_1 p1 p2} (r_Step N i)"
      using a c2 by (clarsimp simp: invHoldRule3_def inv_2_def inv_1_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_2 p1 p2, inv_1 p1 p2} \<subseteq> invs N"
      using a c2 by (auto intro: inv_2_in inv_1_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c3
    have "invHoldRule3 (inv_2 p1 p2) {inv_2 p1 p2, inv_1 p1 p2} (r_Step N i)"
      using a c3 by (clarsimp simp: invHoldRule3_def inv_2_def inv_1_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_2 p1 p2, inv_1 p1 p2} \<subseteq> invs N"
      using a c3 by (auto intro: inv_2_in inv_1_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_2_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_2 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Step
  show ?thesis unfolding r_Step(2)
    by (rule inv_2__r_Step[OF a r_Step(1)])
qed

lemma invs_2_step: "f \<in> invs_2 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_2_def by (auto intro: inv_2_step)

section \<open>inv_3\<close>

lemma inv_3__r_Step:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 p1 p2) (r_Step N i) (invs N)"
proof -
  consider (c1) "i \<noteq> p1" "i \<noteq> p2" | (c2) "i = p1" | (c3) "i = p2"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_3 p1 p2) {inv_3 p1 p2, inv_2 p1 p2, inv_2 p2 p1} (r_Step N i)"
      using a c1 by (clarsimp simp: invHoldRule3_def inv_3_def inv_2_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_3 p1 p2, inv_2 p1 p2, inv_2 p2 p1} \<subseteq> invs N"
      using a c1 by (auto intro: inv_3_in inv_2_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_3 p1 p2) {inv_3 p1 p2, inv_2 p1 p2, inv_2 p2 p1} (r_Step N i)"
      using a c2 by (clarsimp simp: invHoldRule3_def inv_3_def inv_2_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_3 p1 p2, inv_2 p1 p2, inv_2 p2 p1} \<subseteq> invs N"
      using a c2 by (auto intro: inv_3_in inv_2_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c3
    have "invHoldRule3 (inv_3 p1 p2) {inv_3 p1 p2, inv_2 p1 p2, inv_2 p2 p1} (r_Step N i)"
      using a c3 by (clarsimp simp: invHoldRule3_def inv_3_def inv_2_def r_Step_def split: if_split_asm; ((auto; fail) | (auto dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p1, p2, i]"]; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "p2"] bspec[where x = "i"]; fail) | force))
    moreover have "{inv_3 p1 p2, inv_2 p1 p2, inv_2 p2 p1} \<subseteq> invs N"
      using a c3 by (auto intro: inv_3_in inv_2_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_3_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_3 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_Step
  show ?thesis unfolding r_Step(2)
    by (rule inv_3__r_Step[OF a r_Step(1)])
qed

lemma invs_3_step: "f \<in> invs_3 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_3_def by (auto intro: inv_3_step)

end
