theory german_Invs_3
  imports german_Model
begin

section \<open>inv_33\<close>

lemma inv_33__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_33 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_33 p1}"] inv_33_in
      simp: invHoldRule3_def inv_33_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_33 p1}"] inv_33_in
      simp: invHoldRule3_def inv_33_def r_SendInvAck_def; force))

lemma inv_33__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_33 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_33 p1}"] inv_33_in
      simp: invHoldRule3_def inv_33_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_33 p1}"] inv_33_in
      simp: invHoldRule3_def inv_33_def r_RecvInvAck_def; force))

lemma inv_33__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_33 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_33 p1, inv_39 p1}"] inv_33_in inv_39_in
      simp: invHoldRule3_def inv_33_def inv_39_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_33 p1, inv_39 p1}"] inv_33_in inv_39_in
      simp: invHoldRule3_def inv_33_def inv_39_def r_RecvGntS_def; force))

lemma inv_33__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_33 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_33 p1, inv_20 p1}"] inv_33_in inv_20_in
      simp: invHoldRule3_def inv_33_def inv_20_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_33 p1, inv_20 p1}"] inv_33_in inv_20_in
      simp: invHoldRule3_def inv_33_def inv_20_def r_RecvGntE_def; force))

lemma inv_33_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_33 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_33 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_33__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_33__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_33 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_33__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_33__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_33 mod_r_Store]) simp
qed

lemma invs_33_step: "f \<in> invs_33 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_33_def by (auto intro: inv_33_step)

section \<open>inv_34\<close>

lemma inv_34__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendInvE_def; force))

lemma inv_34__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendInvS_def; force))

lemma inv_34__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendInvAck_def; force))

lemma inv_34__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1, inv_20 p1}"] inv_34_in inv_20_in
      simp: invHoldRule3_def inv_34_def inv_20_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1, inv_20 p1}"] inv_34_in inv_20_in
      simp: invHoldRule3_def inv_34_def inv_20_def r_RecvInvAck_def; force))

lemma inv_34__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendGntS_def; force))

lemma inv_34__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_SendGntE_def; force))

lemma inv_34__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_RecvGntS_def; force))

lemma inv_34__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
      simp: invHoldRule3_def inv_34_def r_RecvGntE_def; force))

lemma inv_34_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_34 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_34 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_34 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_34 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_34 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_34__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_34__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_34__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_34__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_34__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_34__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_34__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_34__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_34 mod_r_Store]) simp
qed

lemma invs_34_step: "f \<in> invs_34 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_34_def by (auto intro: inv_34_step)

section \<open>inv_35\<close>

lemma inv_35__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_35_def r_RecvReq_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_35_def r_RecvReq_def; force))

lemma inv_35__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_SendInvE_def; force))

lemma inv_35__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_SendInvS_def; force))

lemma inv_35__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_SendInvAck_def; force))

lemma inv_35__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_35_def inv_40_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_35_def inv_40_def r_SendGntS_def; force))

lemma inv_35__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_35_def inv_19_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_35_def inv_19_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_35_def inv_19_def r_SendGntE_def; force))

lemma inv_35__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_RecvGntS_def; force))

lemma inv_35__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_35_def r_RecvGntE_def; force))

lemma inv_35_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_35 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_35 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_35 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_35 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_35__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_35__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_35__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_35__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_35 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_35__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_35__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_35__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_35__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_35 mod_r_Store]) simp
qed

lemma invs_35_step: "f \<in> invs_35 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_35_def by (auto intro: inv_35_step)

section \<open>inv_36\<close>

lemma inv_36__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_36 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_36_def inv_41_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_36_def inv_41_def r_RecvReq_def; force))

lemma inv_36__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_36 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_36 p1}"] inv_36_in
      simp: invHoldRule3_def inv_36_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_36 p1}"] inv_36_in
      simp: invHoldRule3_def inv_36_def r_SendInvE_def; force))

lemma inv_36__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_36 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_36 p1}"] inv_36_in
      simp: invHoldRule3_def inv_36_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_36 p1}"] inv_36_in
      simp: invHoldRule3_def inv_36_def r_SendInvS_def; force))

lemma inv_36__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_36 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_36 p1, inv_26 p1}"] inv_36_in inv_26_in
      simp: invHoldRule3_def inv_36_def inv_26_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_36 p1, inv_26 p1}"] inv_36_in inv_26_in
      simp: invHoldRule3_def inv_36_def inv_26_def r_SendInvAck_def; force))

lemma inv_36__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_36 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_36 p1}"] inv_36_in
      simp: invHoldRule3_def inv_36_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_36 p1}"] inv_36_in
      simp: invHoldRule3_def inv_36_def r_RecvInvAck_def; force))

lemma inv_36_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_36 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_36 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_36 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_36 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_36__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_36__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_36__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_36__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_36__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_36 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_36 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_36 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_36 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_36 mod_r_Store]) simp
qed

lemma invs_36_step: "f \<in> invs_36 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_36_def by (auto intro: inv_36_step)

section \<open>inv_37\<close>

lemma inv_37__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_37 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_37_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_37_def r_SendInvAck_def; force))

lemma inv_37__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_37 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_37_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_37_def r_RecvInvAck_def; force))

lemma inv_37__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_37 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2, inv_8 p1}"] inv_37_in inv_8_in
      simp: invHoldRule3_def inv_37_def inv_8_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2, inv_8 p1}"] inv_37_in inv_8_in
      simp: invHoldRule3_def inv_37_def inv_8_def r_SendGntS_def; force))

lemma inv_37__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_37 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2, inv_8 p1}"] inv_37_in inv_8_in
      simp: invHoldRule3_def inv_37_def inv_8_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2, inv_8 p1}"] inv_37_in inv_8_in
      simp: invHoldRule3_def inv_37_def inv_8_def r_SendGntE_def; force))

lemma inv_37__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_37 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_37_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_37_def r_RecvGntS_def; force))

lemma inv_37__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_37 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2, inv_42 p1 p2}"] inv_37_in inv_42_in
      simp: invHoldRule3_def inv_37_def inv_42_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2, inv_42 p1 p2}"] inv_37_in inv_42_in
      simp: invHoldRule3_def inv_37_def inv_42_def r_RecvGntE_def; force))

lemma inv_37_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_37 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_37 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_37 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_37 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_37 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_37 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_37 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_37__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_37__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_37__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_37__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_37__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_37__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_37 mod_r_Store]) simp
qed

lemma invs_37_step: "f \<in> invs_37 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_37_def by (auto intro: inv_37_step)

section \<open>inv_38\<close>

lemma inv_38__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_38_def inv_42_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_38_def inv_42_def r_RecvReq_def; force))

lemma inv_38__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendInvE_def; force))

lemma inv_38__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendInvS_def; force))

lemma inv_38__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendInvAck_def; force))

lemma inv_38__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_SendGntS_def; force))

lemma inv_38__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2, inv_27 p2}"] inv_38_in inv_27_in
      simp: invHoldRule3_def inv_38_def inv_27_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2, inv_27 p2}"] inv_38_in inv_27_in
      simp: invHoldRule3_def inv_38_def inv_27_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2, inv_27 p2}"] inv_38_in inv_27_in
      simp: invHoldRule3_def inv_38_def inv_27_def r_SendGntE_def; force))

lemma inv_38__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_RecvGntS_def; force))

lemma inv_38__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_38 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_38 p1 p2}"] inv_38_in
      simp: invHoldRule3_def inv_38_def r_RecvGntE_def; force))

lemma inv_38_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_38 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_38 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_38 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_38 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_38__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_38__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_38__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_38__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_38 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_38__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_38__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_38__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_38__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_38 mod_r_Store]) simp
qed

lemma invs_38_step: "f \<in> invs_38 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_38_def by (auto intro: inv_38_step)

section \<open>inv_39\<close>

lemma inv_39__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendInvE_def; force))

lemma inv_39__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendInvS_def; force))

lemma inv_39__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendInvAck_def; force))

lemma inv_39__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_RecvInvAck_def; force))

lemma inv_39__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1, inv_43 p1}"] inv_39_in inv_43_in
      simp: invHoldRule3_def inv_39_def inv_43_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1, inv_43 p1}"] inv_39_in inv_43_in
      simp: invHoldRule3_def inv_39_def inv_43_def r_SendGntS_def; force))

lemma inv_39__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_SendGntE_def; force))

lemma inv_39__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_RecvGntS_def; force))

lemma inv_39__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_39 p1}"] inv_39_in
      simp: invHoldRule3_def inv_39_def r_RecvGntE_def; force))

lemma inv_39_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_39 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_39 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_39 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_39 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_39 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_39__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_39__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_39__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_39__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_39__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_39__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_39__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_39__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_39 mod_r_Store]) simp
qed

lemma invs_39_step: "f \<in> invs_39 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_39_def by (auto intro: inv_39_step)

section \<open>inv_40\<close>

lemma inv_40__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_40_def inv_35_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_40_def inv_35_def r_RecvReq_def; force))

lemma inv_40__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_SendInvE_def; force))

lemma inv_40__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_SendInvS_def; force))

lemma inv_40__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_SendInvAck_def; force))

lemma inv_40__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_RecvInvAck N M i) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_40 p1) {inv_44 p1 i, inv_40 p1} (r_RecvInvAck N M i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_40_def inv_44_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_40_def inv_44_def r_RecvInvAck_def; force))
    moreover have "{inv_44 p1 i, inv_40 p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_44_in inv_40_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_40 p1) {inv_29 p1} (r_RecvInvAck N M i)"
      using a c2 by ((auto simp: invHoldRule3_def inv_40_def inv_29_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_40_def inv_29_def r_RecvInvAck_def; force))
    moreover have "{inv_29 p1} \<subseteq> invs N M"
      using a c2 by (auto intro: inv_29_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_40__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_40_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_40_def r_SendGntS_def; force))

lemma inv_40__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_40_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_40_def r_SendGntE_def; force))

lemma inv_40__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_RecvGntS_def; force))

lemma inv_40__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_40 p1}"] inv_40_in
      simp: invHoldRule3_def inv_40_def r_RecvGntE_def; force))

lemma inv_40_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_40 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_40 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_40 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_40 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_40__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_40__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_40__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_40__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_40__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_40__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_40__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_40__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_40__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_40 mod_r_Store]) simp
qed

lemma invs_40_step: "f \<in> invs_40 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_40_def by (auto intro: inv_40_step)

section \<open>inv_41\<close>

lemma inv_41__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_41 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_41_def r_RecvReq_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_41_def r_RecvReq_def; force))

lemma inv_41__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_41 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_41 p1, inv_35 p1}"] inv_41_in inv_35_in
      simp: invHoldRule3_def inv_41_def inv_35_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_41 p1, inv_35 p1}"] inv_41_in inv_35_in
      simp: invHoldRule3_def inv_41_def inv_35_def r_SendInvAck_def; force))

lemma inv_41__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_41 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_41_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_41_def r_RecvInvAck_def; force))

lemma inv_41__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_41 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_43 p1}"] inv_43_in
      simp: invHoldRule3_def inv_41_def inv_43_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_43 p1}"] inv_43_in
      simp: invHoldRule3_def inv_41_def inv_43_def r_SendGntS_def; force))

lemma inv_41__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_41 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_41_def inv_11_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_41_def inv_11_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_41_def inv_11_def r_SendGntE_def; force))

lemma inv_41_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_41 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_41 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_41 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_41 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_41__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_41 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_41 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_41__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_41__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_41__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_41__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_41 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_41 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_41 mod_r_Store]) simp
qed

lemma invs_41_step: "f \<in> invs_41 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_41_def by (auto intro: inv_41_step)

section \<open>inv_42\<close>

lemma inv_42__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_SendInvE_def; force))

lemma inv_42__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_SendInvS_def; force))

lemma inv_42__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_SendInvAck_def; force))

lemma inv_42__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_RecvInvAck_def; force))

lemma inv_42__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2, inv_17 p1}"] inv_42_in inv_17_in
      simp: invHoldRule3_def inv_42_def inv_17_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2, inv_17 p1}"] inv_42_in inv_17_in
      simp: invHoldRule3_def inv_42_def inv_17_def r_SendGntS_def; force))

lemma inv_42__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2, inv_17 p1}"] inv_42_in inv_17_in
      simp: invHoldRule3_def inv_42_def inv_17_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2, inv_17 p1}"] inv_42_in inv_17_in
      simp: invHoldRule3_def inv_42_def inv_17_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2, inv_17 p1}"] inv_42_in inv_17_in
      simp: invHoldRule3_def inv_42_def inv_17_def r_SendGntE_def; force))

lemma inv_42__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_RecvGntS_def; force))

lemma inv_42__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_42 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_42 p1 p2}"] inv_42_in
      simp: invHoldRule3_def inv_42_def r_RecvGntE_def; force))

lemma inv_42_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_42 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_42 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_42 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_42 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_42 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_42__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_42__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_42__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_42__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_42__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_42__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_42__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_42__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_42 mod_r_Store]) simp
qed

lemma invs_42_step: "f \<in> invs_42 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_42_def by (auto intro: inv_42_step)

section \<open>inv_43\<close>

lemma inv_43__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_43 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_43_def inv_41_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_43_def inv_41_def r_RecvReq_def; force))

lemma inv_43__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_43 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_43 p1, inv_40 p1}"] inv_43_in inv_40_in
      simp: invHoldRule3_def inv_43_def inv_40_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_43 p1, inv_40 p1}"] inv_43_in inv_40_in
      simp: invHoldRule3_def inv_43_def inv_40_def r_SendInvAck_def; force))

lemma inv_43__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_43 p1) (r_RecvInvAck N M i) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_43 p1) {inv_45 p1 i, inv_43 p1} (r_RecvInvAck N M i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_43_def inv_45_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_43_def inv_45_def r_RecvInvAck_def; force))
    moreover have "{inv_45 p1 i, inv_43 p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_45_in inv_43_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule1 (inv_43 p1) (r_RecvInvAck N M i)"
      using a c2 by ((auto simp: invHoldRule1_def inv_43_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule1_def inv_43_def r_RecvInvAck_def; force))
    then show ?thesis by (rule hold1)
  qed
qed

lemma inv_43__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_43 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_43_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_43_def r_SendGntS_def; force))

lemma inv_43__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_43 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_43_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_43_def r_SendGntE_def; force))

lemma inv_43_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_43 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_43 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_43 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_43 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_43__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_43 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_43 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_43__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_43__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_43__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_43__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_43 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_43 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_43 mod_r_Store]) simp
qed

lemma invs_43_step: "f \<in> invs_43 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_43_def by (auto intro: inv_43_step)

section \<open>inv_44\<close>

lemma inv_44__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_44_def inv_35_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_44_def inv_35_def r_RecvReq_def; force))

lemma inv_44__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_SendInvE_def; force))

lemma inv_44__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_44 p1 p2, inv_46 p2 p1}"] inv_44_in inv_46_in
      simp: invHoldRule3_def inv_44_def inv_46_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_44 p1 p2, inv_46 p2 p1}"] inv_44_in inv_46_in
      simp: invHoldRule3_def inv_44_def inv_46_def r_SendInvS_def; force))

lemma inv_44__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_44 p1 p2, inv_47 p1 p2}"] inv_44_in inv_47_in
      simp: invHoldRule3_def inv_44_def inv_47_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_44 p1 p2, inv_47 p1 p2}"] inv_44_in inv_47_in
      simp: invHoldRule3_def inv_44_def inv_47_def r_SendInvAck_def; force))

lemma inv_44__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_RecvInvAck_def; force))

lemma inv_44__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_44_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_44_def r_SendGntS_def; force))

lemma inv_44__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_44_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_44_def r_SendGntE_def; force))

lemma inv_44__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_RecvGntS_def; force))

lemma inv_44__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_44 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_44 p1 p2}"] inv_44_in
      simp: invHoldRule3_def inv_44_def r_RecvGntE_def; force))

lemma inv_44_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_44 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_44 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_44 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_44 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_44__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_44__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_44__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_44__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_44__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_44__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_44__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_44__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_44__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_44 mod_r_Store]) simp
qed

lemma invs_44_step: "f \<in> invs_44 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_44_def by (auto intro: inv_44_step)

section \<open>inv_45\<close>

lemma inv_45__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_45 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_45_def inv_41_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_45_def inv_41_def r_RecvReq_def; force))

lemma inv_45__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_45 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_45 p1 p2, inv_44 p1 p2, inv_44 p2 p1}"] inv_45_in inv_44_in
      simp: invHoldRule3_def inv_45_def inv_44_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_45 p1 p2, inv_44 p1 p2, inv_44 p2 p1}"] inv_45_in inv_44_in
      simp: invHoldRule3_def inv_45_def inv_44_def r_SendInvAck_def; force))

lemma inv_45__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_45 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_45 p1 p2}"] inv_45_in
      simp: invHoldRule3_def inv_45_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_45 p1 p2}"] inv_45_in
      simp: invHoldRule3_def inv_45_def r_RecvInvAck_def; force))

lemma inv_45__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_45 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_45_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_45_def r_SendGntS_def; force))

lemma inv_45__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_45 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_45_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_45_def r_SendGntE_def; force))

lemma inv_45_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_45 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_45 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_45 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_45 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_45__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_45 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_45 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_45__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_45__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_45__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_45__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_45 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_45 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_45 mod_r_Store]) simp
qed

lemma invs_45_step: "f \<in> invs_45 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_45_def by (auto intro: inv_45_step)

section \<open>inv_46\<close>

lemma inv_46__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_46_def inv_41_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_41 p1}"] inv_41_in
      simp: invHoldRule3_def inv_46_def inv_41_def r_RecvReq_def; force))

lemma inv_46__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_46 p1 p2}"] inv_46_in
      simp: invHoldRule3_def inv_46_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_46 p1 p2}"] inv_46_in
      simp: invHoldRule3_def inv_46_def r_SendInvE_def; force))

lemma inv_46__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_46 p1 p2}"] inv_46_in
      simp: invHoldRule3_def inv_46_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_46 p1 p2}"] inv_46_in
      simp: invHoldRule3_def inv_46_def r_SendInvS_def; force))

lemma inv_46__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_46 p1 p2, inv_48 p1 p2}"] inv_46_in inv_48_in
      simp: invHoldRule3_def inv_46_def inv_48_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_46 p1 p2, inv_48 p1 p2}"] inv_46_in inv_48_in
      simp: invHoldRule3_def inv_46_def inv_48_def r_SendInvAck_def; force))

lemma inv_46__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_46 p1 p2}"] inv_46_in
      simp: invHoldRule3_def inv_46_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_46 p1 p2}"] inv_46_in
      simp: invHoldRule3_def inv_46_def r_RecvInvAck_def; force))

lemma inv_46__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_46_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_46_def r_SendGntS_def; force))

lemma inv_46__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_46 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_46_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_46_def r_SendGntE_def; force))

lemma inv_46_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_46 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_46 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_46 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_46 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_46__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_46__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_46__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_46__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_46__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_46__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_46__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_46 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_46 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_46 mod_r_Store]) simp
qed

lemma invs_46_step: "f \<in> invs_46 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_46_def by (auto intro: inv_46_step)

section \<open>inv_47\<close>

lemma inv_47__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_47_def inv_35_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_47_def inv_35_def r_RecvReq_def; force))

lemma inv_47__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_SendInvE_def; force))

lemma inv_47__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_47 p1 p2, inv_48 p2 p1, inv_48 p1 p2}"] inv_47_in inv_48_in
      simp: invHoldRule3_def inv_47_def inv_48_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_47 p1 p2, inv_48 p2 p1, inv_48 p1 p2}"] inv_47_in inv_48_in
      simp: invHoldRule3_def inv_47_def inv_48_def r_SendInvS_def; force))

lemma inv_47__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_SendInvAck_def; force))

lemma inv_47__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_47_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_47_def r_SendGntS_def; force))

lemma inv_47__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_47_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_47_def r_SendGntE_def; force))

lemma inv_47__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_RecvGntS_def; force))

lemma inv_47__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_47 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_47 p1 p2}"] inv_47_in
      simp: invHoldRule3_def inv_47_def r_RecvGntE_def; force))

lemma inv_47_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_47 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_47 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_47 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_47 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_47__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_47__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_47__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_47__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_47 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_47__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_47__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_47__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_47__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_47 mod_r_Store]) simp
qed

lemma invs_47_step: "f \<in> invs_47 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_47_def by (auto intro: inv_47_step)

section \<open>inv_48\<close>

lemma inv_48__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_48_def inv_35_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_48_def inv_35_def r_RecvReq_def; force))

lemma inv_48__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_SendInvE_def; force))

lemma inv_48__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_48 p1 p2, inv_49 p2 p1}"] inv_48_in inv_49_in
      simp: invHoldRule3_def inv_48_def inv_49_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_48 p1 p2, inv_49 p2 p1}"] inv_48_in inv_49_in
      simp: invHoldRule3_def inv_48_def inv_49_def r_SendInvS_def; force))

lemma inv_48__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_SendInvAck_def; force))

lemma inv_48__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_48_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_48_def r_SendGntS_def; force))

lemma inv_48__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_48_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_48_def r_SendGntE_def; force))

lemma inv_48__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_RecvGntS_def; force))

lemma inv_48__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_48 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_48 p1 p2}"] inv_48_in
      simp: invHoldRule3_def inv_48_def r_RecvGntE_def; force))

lemma inv_48_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_48 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_48 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_48 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_48 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_48__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_48__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_48__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_48__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_48 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_48__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_48__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_48__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_48__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_48 mod_r_Store]) simp
qed

lemma invs_48_step: "f \<in> invs_48 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_48_def by (auto intro: inv_48_step)

end
