theory exists_witness_large_Invs_1
  imports exists_witness_large_Model
begin

section \<open>inv_1\<close>

lemma inv_1__r_SendGntS:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_1__r_SendGntE:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_1__r_Recv:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_1}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_Recv_def intro!: gr0I; fail))

lemma inv_1__r_Mark:
  shows "invHoldForRule (inv_1) (r_Mark N) (invs N)"
proof -
  have "invHoldRule3 (inv_1) ({inv_3} \<union> {inv_4 w |w. w \<in> (idx_NODE N) \<and> w \<noteq> 0}) (r_Mark N)"
    by (clarsimp simp: invHoldRule3_def inv_1_def inv_3_def inv_4_def r_Mark_def witness_set ball_Un split: if_split_asm; ((auto; fail) | (auto dest: bspec[where x = "0"]; fail) | (use in \<open>auto intro!: gr0I; fail\<close>) | (auto; (metis not_gr0 | force))))
  moreover have "({inv_3} \<union> {inv_4 w |w. w \<in> (idx_NODE N) \<and> w \<noteq> 0}) \<subseteq> invs N"
    by (auto intro: inv_3_in inv_4_in)
  ultimately show ?thesis by (rule hold3)
qed

lemma inv_1__r_HomeGntS:
  shows "invHoldForRule (inv_1) (r_HomeGntS N) (invs N)"
  by ((auto intro!: hold1
      simp: invHoldRule1_def inv_1_def r_HomeGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_1_def r_HomeGntS_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_1_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_1__r_MarkNow:
  shows "invHoldForRule (inv_1) (r_MarkNow N) (invs N)"
proof -
  have "invHoldRule3 (inv_1) ({inv_3} \<union> {inv_4 w |w. w \<in> (idx_NODE N) \<and> w \<noteq> 0}) (r_MarkNow N)"
    by ((auto simp: invHoldRule3_def inv_1_def inv_3_def inv_4_def r_MarkNow_def witness_set ball_Un; fail)
    | (auto simp: invHoldRule3_def inv_1_def inv_3_def inv_4_def r_MarkNow_def witness_set ball_Un; (metis not_gr0 | force)))
  moreover have "({inv_3} \<union> {inv_4 w |w. w \<in> (idx_NODE N) \<and> w \<noteq> 0}) \<subseteq> invs N"
    by (auto intro: inv_3_in inv_4_in)
  ultimately show ?thesis by (rule hold3)
qed

lemma inv_1__r_Unmark:
  shows "invHoldForRule (inv_1) (r_Unmark N) (invs N)"
  by ((auto intro!: hold1
      simp: invHoldRule1_def inv_1_def r_Unmark_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_1_def r_Unmark_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_1_def r_Unmark_def intro!: gr0I; fail))

lemma inv_1_step:
  assumes r: "r \<in> rules N"
  shows "invHoldForRule (inv_1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_1__r_SendGntS[OF r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_1__r_SendGntE[OF r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_1__r_Recv[OF r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule untouched[OF frame_inv_1 mod_r_Evict]) simp
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule inv_1__r_Mark)
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_1__r_HomeGntS)
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule inv_1__r_MarkNow)
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule inv_1__r_Unmark)
qed

lemma invs_1_step: "f \<in> invs_1 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_1_def by (auto intro: inv_1_step)

section \<open>inv_2\<close>

lemma inv_2__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 p1) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_2__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 p1) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_2__r_Recv:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2 p1) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_2 p1}"] inv_2_in
      simp: invHoldRule3_def inv_2_def r_Recv_def intro!: gr0I; fail))

lemma inv_2__r_Mark:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_2 p1) (r_Mark N) (invs N)"
proof -
  have "invHoldRule3 (inv_2 p1) ({inv_5 p1, inv_6 p1} \<union> {inv_7 p1 w |w. p1 \<in> (idx_NODE N) \<and> w \<in> (idx_NODE N) \<and> p1 \<noteq> 0 \<and> p1 \<noteq> w \<and> w \<noteq> 0}) (r_Mark N)"
    using a by (clarsimp simp: invHoldRule3_def inv_2_def inv_5_def inv_6_def inv_7_def r_Mark_def witness_set ball_Un split: if_split_asm; ((auto; fail) | (auto dest: bspec[where x = "p1"] bspec[where x = "0"]; fail) | (use in \<open>auto intro!: gr0I; fail\<close>) | (auto; (metis not_gr0 | force))))
  moreover have "({inv_5 p1, inv_6 p1} \<union> {inv_7 p1 w |w. p1 \<in> (idx_NODE N) \<and> w \<in> (idx_NODE N) \<and> p1 \<noteq> 0 \<and> p1 \<noteq> w \<and> w \<noteq> 0}) \<subseteq> invs N"
    using a by (auto intro: inv_5_in inv_6_in inv_7_in)
  ultimately show ?thesis by (rule hold3)
qed

lemma inv_2__r_HomeGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_2 p1) (r_HomeGntS N) (invs N)"
  using a by ((auto intro!: hold2
      simp: invHoldRule2_def inv_2_def r_HomeGntS_def; fail)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_2_def r_HomeGntS_def; force)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_2_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_2__r_MarkNow:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_2 p1) (r_MarkNow N) (invs N)"
proof -
  have "invHoldRule3 (inv_2 p1) ({inv_5 p1, inv_6 p1} \<union> {inv_7 p1 w |w. p1 \<in> (idx_NODE N) \<and> w \<in> (idx_NODE N) \<and> p1 \<noteq> 0 \<and> p1 \<noteq> w \<and> w \<noteq> 0}) (r_MarkNow N)"
    using a by ((auto simp: invHoldRule3_def inv_2_def inv_5_def inv_6_def inv_7_def r_MarkNow_def witness_set ball_Un; fail)
    | (auto simp: invHoldRule3_def inv_2_def inv_5_def inv_6_def inv_7_def r_MarkNow_def witness_set ball_Un; (metis not_gr0 | force)))
  moreover have "({inv_5 p1, inv_6 p1} \<union> {inv_7 p1 w |w. p1 \<in> (idx_NODE N) \<and> w \<in> (idx_NODE N) \<and> p1 \<noteq> 0 \<and> p1 \<noteq> w \<and> w \<noteq> 0}) \<subseteq> invs N"
    using a by (auto intro: inv_5_in inv_6_in inv_7_in)
  ultimately show ?thesis by (rule hold3)
qed

lemma inv_2__r_Unmark:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_2 p1) (r_Unmark N) (invs N)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_Unmark_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_Unmark_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_Unmark_def intro!: gr0I; fail))

lemma inv_2_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_2 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_2__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_2__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_2__r_Recv[OF a r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule untouched[OF frame_inv_2 mod_r_Evict]) simp
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule inv_2__r_Mark[OF a])
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_2__r_HomeGntS[OF a])
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule inv_2__r_MarkNow[OF a])
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule inv_2__r_Unmark[OF a])
qed

lemma invs_2_step: "f \<in> invs_2 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_2_def by (auto intro: inv_2_step)

section \<open>inv_3\<close>

lemma inv_3__r_SendGntS:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_3__r_SendGntE:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_3__r_Recv:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Recv_def intro!: gr0I; fail))

lemma inv_3__r_Evict:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_3}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_Evict_def intro!: gr0I; fail))

lemma inv_3__r_HomeGntS:
  shows "invHoldForRule (inv_3) (r_HomeGntS N) (invs N)"
  by ((auto intro!: hold1
      simp: invHoldRule1_def inv_3_def r_HomeGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_3_def r_HomeGntS_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_3_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_3_step:
  assumes r: "r \<in> rules N"
  shows "invHoldForRule (inv_3) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_3__r_SendGntS[OF r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_3__r_SendGntE[OF r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_3__r_Recv[OF r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_3__r_Evict[OF r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_3 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_3__r_HomeGntS)
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_3 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_3 mod_r_Unmark]) simp
qed

lemma invs_3_step: "f \<in> invs_3 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_3_def by (auto intro: inv_3_step)

section \<open>inv_4\<close>

lemma inv_4__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_SendGntS_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_4__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1, inv_8}"] inv_4_in inv_8_in
      simp: invHoldRule3_def inv_4_def inv_8_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "0"]; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1, inv_8}"] inv_4_in inv_8_in
      simp: invHoldRule3_def inv_4_def inv_8_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1, inv_8}"] inv_4_in inv_8_in
      simp: invHoldRule3_def inv_4_def inv_8_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_4 p1, inv_8}"] inv_4_in inv_8_in
      simp: invHoldRule3_def inv_4_def inv_8_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_4__r_Recv:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Recv_def intro!: gr0I; fail))

lemma inv_4__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_4 p1}"] inv_4_in
      simp: invHoldRule3_def inv_4_def r_Evict_def intro!: gr0I; fail))

lemma inv_4__r_HomeGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_4 p1) (r_HomeGntS N) (invs N)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_HomeGntS_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_HomeGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_HomeGntS_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_4_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_4 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_4__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_4__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_4__r_Recv[OF a r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_4__r_Evict[OF a r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_4 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_4__r_HomeGntS[OF a])
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_4 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_4 mod_r_Unmark]) simp
qed

lemma invs_4_step: "f \<in> invs_4 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_4_def by (auto intro: inv_4_step)

section \<open>inv_5\<close>

lemma inv_5__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_5__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_5__r_Recv:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Recv_def intro!: gr0I; fail))

lemma inv_5__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_Evict_def intro!: gr0I; fail))

lemma inv_5__r_HomeGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_5 p1) (r_HomeGntS N) (invs N)"
  using a by ((auto intro!: hold2
      simp: invHoldRule2_def inv_5_def r_HomeGntS_def; fail)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_5_def r_HomeGntS_def; force)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_5_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_5_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_5 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_5__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_5__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_5__r_Recv[OF a r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_5__r_Evict[OF a r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_5 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_5__r_HomeGntS[OF a])
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_5 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_5 mod_r_Unmark]) simp
qed

lemma invs_5_step: "f \<in> invs_5 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_5_def by (auto intro: inv_5_step)

section \<open>inv_6\<close>

lemma inv_6__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendGntS_def dest!: bspec[where A = "(idx_NODE N)" and x = "0"]; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_6__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1, inv_9 p1}"] inv_6_in inv_9_in
      simp: invHoldRule3_def inv_6_def inv_9_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1, inv_9 p1}"] inv_6_in inv_9_in
      simp: invHoldRule3_def inv_6_def inv_9_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1, inv_9 p1}"] inv_6_in inv_9_in
      simp: invHoldRule3_def inv_6_def inv_9_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_6 p1, inv_9 p1}"] inv_6_in inv_9_in
      simp: invHoldRule3_def inv_6_def inv_9_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_6__r_Recv:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_Recv_def intro!: gr0I; fail))

lemma inv_6__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_Evict_def intro!: gr0I; fail))

lemma inv_6__r_HomeGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_6 p1) (r_HomeGntS N) (invs N)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_6_def r_HomeGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_6_def r_HomeGntS_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_6_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_6_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_6 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_6__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_6__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_6__r_Recv[OF a r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_6__r_Evict[OF a r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_6 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_6__r_HomeGntS[OF a])
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_6 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_6 mod_r_Unmark]) simp
qed

lemma invs_6_step: "f \<in> invs_6 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_6_def by (auto intro: inv_6_step)

section \<open>inv_7\<close>

lemma inv_7__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> 0" "p1 \<noteq> p2" "p2 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_SendGntS_def dest!: bspec[where A = "(idx_NODE N)" and x = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_7__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> 0" "p1 \<noteq> p2" "p2 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2, inv_9 p1}"] inv_7_in inv_9_in
      simp: invHoldRule3_def inv_7_def inv_9_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2, inv_9 p1}"] inv_7_in inv_9_in
      simp: invHoldRule3_def inv_7_def inv_9_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2, inv_9 p1}"] inv_7_in inv_9_in
      simp: invHoldRule3_def inv_7_def inv_9_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2, inv_9 p1}"] inv_7_in inv_9_in
      simp: invHoldRule3_def inv_7_def inv_9_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_7__r_Recv:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> 0" "p1 \<noteq> p2" "p2 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_Recv_def intro!: gr0I; fail))

lemma inv_7__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> 0" "p1 \<noteq> p2" "p2 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_Evict_def intro!: gr0I; fail))

lemma inv_7__r_HomeGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> 0" "p1 \<noteq> p2" "p2 \<noteq> 0"
  shows "invHoldForRule (inv_7 p1 p2) (r_HomeGntS N) (invs N)"
  using a by ((auto intro!: hold2
      simp: invHoldRule2_def inv_7_def r_HomeGntS_def; fail)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_7_def r_HomeGntS_def; force)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_7_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_7_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> 0" "p1 \<noteq> p2" "p2 \<noteq> 0"
  shows "invHoldForRule (inv_7 p1 p2) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_7__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_7__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_7__r_Recv[OF a r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_7__r_Evict[OF a r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_7 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_7__r_HomeGntS[OF a])
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_7 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_7 mod_r_Unmark]) simp
qed

lemma invs_7_step: "f \<in> invs_7 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_7_def by (auto intro: inv_7_step)

section \<open>inv_8\<close>

lemma inv_8__r_SendGntS:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_8__r_SendGntE:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_8__r_Recv:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_Recv_def intro!: gr0I; fail))

lemma inv_8__r_Evict:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_8}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_Evict_def intro!: gr0I; fail))

lemma inv_8__r_HomeGntS:
  shows "invHoldForRule (inv_8) (r_HomeGntS N) (invs N)"
  by ((auto intro!: hold1
      simp: invHoldRule1_def inv_8_def r_HomeGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_8_def r_HomeGntS_def; force)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_8_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_8_step:
  assumes r: "r \<in> rules N"
  shows "invHoldForRule (inv_8) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_8__r_SendGntS[OF r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_8__r_SendGntE[OF r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_8__r_Recv[OF r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_8__r_Evict[OF r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_8 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_8__r_HomeGntS)
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_8 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_8 mod_r_Unmark]) simp
qed

lemma invs_8_step: "f \<in> invs_8 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_8_def by (auto intro: inv_8_step)

section \<open>inv_9\<close>

lemma inv_9__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1) (r_SendGntS N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntS_def; force)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntS_def intro!: gr0I; fail))

lemma inv_9__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1) (r_SendGntE N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntE_def; force)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntE_def intro!: gr0I; fail))

lemma inv_9__r_Recv:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1) (r_Recv N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_Recv_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_Recv_def; force)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_Recv_def intro!: gr0I; fail))

lemma inv_9__r_Evict:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1) (r_Evict N i) (invs N)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_Evict_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_Evict_def; force)
    | (auto intro!: hold3[where G = "{inv_9 p1}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_Evict_def intro!: gr0I; fail))

lemma inv_9__r_HomeGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_9 p1) (r_HomeGntS N) (invs N)"
  using a by ((auto intro!: hold2
      simp: invHoldRule2_def inv_9_def r_HomeGntS_def; fail)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_9_def r_HomeGntS_def; force)
    | (auto intro!: hold2
      simp: invHoldRule2_def inv_9_def r_HomeGntS_def intro!: gr0I; fail))

lemma inv_9_step:
  assumes r: "r \<in> rules N" and a: "p1 \<in> (idx_NODE N)" "p1 \<noteq> 0"
  shows "invHoldForRule (inv_9 p1) r (invs N)"
  using r proof (cases rule: rules_cases)
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_9__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_9__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_Recv
  show ?thesis unfolding r_Recv(2)
    by (rule inv_9__r_Recv[OF a r_Recv(1)])
next
  case r_Evict
  show ?thesis unfolding r_Evict(2)
    by (rule inv_9__r_Evict[OF a r_Evict(1)])
next
  case r_Mark
  show ?thesis unfolding r_Mark(1)
    by (rule untouched[OF frame_inv_9 mod_r_Mark]) simp
next
  case r_HomeGntS
  show ?thesis unfolding r_HomeGntS(1)
    by (rule inv_9__r_HomeGntS[OF a])
next
  case r_MarkNow
  show ?thesis unfolding r_MarkNow(1)
    by (rule untouched[OF frame_inv_9 mod_r_MarkNow]) simp
next
  case r_Unmark
  show ?thesis unfolding r_Unmark(1)
    by (rule untouched[OF frame_inv_9 mod_r_Unmark]) simp
qed

lemma invs_9_step: "f \<in> invs_9 N \<Longrightarrow> r \<in> rules N \<Longrightarrow> invHoldForRule f r (invs N)"
  unfolding invs_9_def by (auto intro: inv_9_step)

end
