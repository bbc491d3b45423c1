theory german_Invs_4
  imports german_Model
begin

section \<open>inv_49\<close>

lemma inv_49__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_50 p1 p2}"] inv_50_in
      simp: invHoldRule3_def inv_49_def inv_50_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_50 p1 p2}"] inv_50_in
      simp: invHoldRule3_def inv_49_def inv_50_def r_RecvReq_def; force))

lemma inv_49__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
      simp: invHoldRule3_def inv_49_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
      simp: invHoldRule3_def inv_49_def r_SendInvE_def; force))

lemma inv_49__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
      simp: invHoldRule3_def inv_49_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
      simp: invHoldRule3_def inv_49_def r_SendInvS_def; force))

lemma inv_49__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_49_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_49_def r_RecvInvAck_def; force))

lemma inv_49__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_49_def inv_27_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_49_def inv_27_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_49_def inv_27_def r_SendGntE_def; force))

lemma inv_49_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_49 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_49 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_49 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_49 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_49__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_49__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_49__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule untouched[OF frame_inv_49 mod_r_SendInvAck]) simp
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_49__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_49 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_49__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_49 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_49 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_49 mod_r_Store]) simp
qed

lemma invs_49_step: "f \<in> invs_49 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_49_def by (auto intro: inv_49_step)

section \<open>inv_50\<close>

lemma inv_50__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_50_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_50_def r_RecvInvAck_def; force))

lemma inv_50__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_50 p1 p2}"] inv_50_in
      simp: invHoldRule3_def inv_50_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_50 p1 p2}"] inv_50_in
      simp: invHoldRule3_def inv_50_def r_SendGntS_def; force))

lemma inv_50__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_50_def r_SendGntE_def dest!: ball_at2[where A = "(idx_NODE N)" and a = "p1" and b = "p2"]; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_50_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_50_def r_SendGntE_def; force))

lemma inv_50_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_50 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_50 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_50 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_50 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_50 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_50 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_50 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule untouched[OF frame_inv_50 mod_r_SendInvAck]) simp
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_50__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_50__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_50__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_50 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_50 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_50 mod_r_Store]) simp
qed

lemma invs_50_step: "f \<in> invs_50 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_50_def by (auto intro: inv_50_step)

end
