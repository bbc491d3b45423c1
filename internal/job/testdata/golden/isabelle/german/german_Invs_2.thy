theory german_Invs_2
  imports german_Model
begin

section \<open>inv_17\<close>

lemma inv_17__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendInvE_def; force))

lemma inv_17__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendInvS_def; force))

lemma inv_17__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendInvAck_def; force))

lemma inv_17__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_RecvInvAck N M i) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_17 p1) {inv_22 p1 i, inv_17 p1} (r_RecvInvAck N M i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_17_def inv_22_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_17_def inv_22_def r_RecvInvAck_def; force))
    moreover have "{inv_22 p1 i, inv_17 p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_22_in inv_17_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_17 p1) {inv_20 p1, inv_17 p1} (r_RecvInvAck N M i)"
      using a c2 by ((auto simp: invHoldRule3_def inv_17_def inv_20_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_17_def inv_20_def r_RecvInvAck_def; force))
    moreover have "{inv_20 p1, inv_17 p1} \<subseteq> invs N M"
      using a c2 by (auto intro: inv_20_in inv_17_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_17__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_SendGntS_def; force))

lemma inv_17__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_17_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_17_def r_SendGntE_def; force))

lemma inv_17__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_RecvGntS_def; force))

lemma inv_17__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_17 p1}"] inv_17_in
      simp: invHoldRule3_def inv_17_def r_RecvGntE_def; force))

lemma inv_17_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_17 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_17 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_17 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_17 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_17 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_17__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_17__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_17__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_17__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_17__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_17__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_17__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_17__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_17 mod_r_Store]) simp
qed

lemma invs_17_step: "f \<in> invs_17 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_17_def by (auto intro: inv_17_step)

section \<open>inv_18\<close>

lemma inv_18__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_18_def inv_25_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_18_def inv_25_def r_RecvReq_def; force))

lemma inv_18__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_SendInvE_def; force))

lemma inv_18__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_SendInvS_def; force))

lemma inv_18__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_18 p1, inv_26 p1}"] inv_18_in inv_26_in
      simp: invHoldRule3_def inv_18_def inv_26_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_18 p1, inv_26 p1}"] inv_18_in inv_26_in
      simp: invHoldRule3_def inv_18_def inv_26_def r_SendInvAck_def; force))

lemma inv_18__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_18_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_18_def r_RecvInvAck_def; force))

lemma inv_18__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_SendGntS_def; force))

lemma inv_18__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_18_def inv_27_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_18_def inv_27_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_18_def inv_27_def r_SendGntE_def; force))

lemma inv_18__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_18 p1, inv_28 p1}"] inv_18_in inv_28_in
      simp: invHoldRule3_def inv_18_def inv_28_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_18 p1, inv_28 p1}"] inv_18_in inv_28_in
      simp: invHoldRule3_def inv_18_def inv_28_def r_RecvGntS_def; force))

lemma inv_18__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_18 p1}"] inv_18_in
      simp: invHoldRule3_def inv_18_def r_RecvGntE_def; force))

lemma inv_18_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_18 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_18 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_18 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_18 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_18__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_18__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_18__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_18__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_18__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_18__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_18__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_18__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_18__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_18 mod_r_Store]) simp
qed

lemma invs_18_step: "f \<in> invs_18 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_18_def by (auto intro: inv_18_step)

section \<open>inv_19\<close>

lemma inv_19__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1, inv_27 p1}"] inv_19_in inv_27_in
      simp: invHoldRule3_def inv_19_def inv_27_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1, inv_27 p1}"] inv_19_in inv_27_in
      simp: invHoldRule3_def inv_19_def inv_27_def r_SendInvE_def; force))

lemma inv_19__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1, inv_27 p1}"] inv_19_in inv_27_in
      simp: invHoldRule3_def inv_19_def inv_27_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1, inv_27 p1}"] inv_19_in inv_27_in
      simp: invHoldRule3_def inv_19_def inv_27_def r_SendInvS_def; force))

lemma inv_19__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_SendInvAck_def; force))

lemma inv_19__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1, inv_29 p1}"] inv_19_in inv_29_in
      simp: invHoldRule3_def inv_19_def inv_29_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1, inv_29 p1}"] inv_19_in inv_29_in
      simp: invHoldRule3_def inv_19_def inv_29_def r_RecvInvAck_def; force))

lemma inv_19__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_SendGntS_def; force))

lemma inv_19__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_SendGntE_def; force))

lemma inv_19__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_RecvGntS_def; force))

lemma inv_19__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_19_def r_RecvGntE_def; force))

lemma inv_19_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_19 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_19 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_19 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_19 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_19 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_19__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_19__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_19__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_19__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_19__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_19__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_19__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_19__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_19 mod_r_Store]) simp
qed

lemma invs_19_step: "f \<in> invs_19 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_19_def by (auto intro: inv_19_step)

section \<open>inv_20\<close>

lemma inv_20__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendInvE_def; force))

lemma inv_20__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendInvS_def; force))

lemma inv_20__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendInvAck_def; force))

lemma inv_20__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_RecvInvAck_def; force))

lemma inv_20__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_SendGntS_def; force))

lemma inv_20__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1, inv_11 p1}"] inv_20_in inv_11_in
      simp: invHoldRule3_def inv_20_def inv_11_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1, inv_11 p1}"] inv_20_in inv_11_in
      simp: invHoldRule3_def inv_20_def inv_11_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1, inv_11 p1}"] inv_20_in inv_11_in
      simp: invHoldRule3_def inv_20_def inv_11_def r_SendGntE_def; force))

lemma inv_20__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_RecvGntS_def; force))

lemma inv_20__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_20 p1}"] inv_20_in
      simp: invHoldRule3_def inv_20_def r_RecvGntE_def; force))

lemma inv_20_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_20 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_20 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_20 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_20 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_20 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_20__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_20__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_20__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_20__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_20__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_20__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_20__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_20__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_20 mod_r_Store]) simp
qed

lemma invs_20_step: "f \<in> invs_20 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_20_def by (auto intro: inv_20_step)

section \<open>inv_21\<close>

lemma inv_21__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2, inv_30 p1 p2}"] inv_21_in inv_30_in
      simp: invHoldRule3_def inv_21_def inv_30_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2, inv_30 p1 p2}"] inv_21_in inv_30_in
      simp: invHoldRule3_def inv_21_def inv_30_def r_SendInvE_def; force))

lemma inv_21__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2, inv_30 p1 p2}"] inv_21_in inv_30_in
      simp: invHoldRule3_def inv_21_def inv_30_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2, inv_30 p1 p2}"] inv_21_in inv_30_in
      simp: invHoldRule3_def inv_21_def inv_30_def r_SendInvS_def; force))

lemma inv_21__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_SendInvAck_def; force))

lemma inv_21__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_SendGntS_def; force))

lemma inv_21__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_SendGntE_def; force))

lemma inv_21__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2}"] inv_21_in
      simp: invHoldRule3_def inv_21_def r_RecvGntS_def; force))

lemma inv_21__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_21 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_21 p1 p2, inv_31 p1 p2}"] inv_21_in inv_31_in
      simp: invHoldRule3_def inv_21_def inv_31_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_21 p1 p2, inv_31 p1 p2}"] inv_21_in inv_31_in
      simp: invHoldRule3_def inv_21_def inv_31_def r_RecvGntE_def; force))

lemma inv_21_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_21 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_21 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_21 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_21 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_21 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_21__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_21__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_21__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_21 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_21__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_21__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_21__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_21__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_21 mod_r_Store]) simp
qed

lemma invs_21_step: "f \<in> invs_21 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_21_def by (auto intro: inv_21_step)

section \<open>inv_22\<close>

lemma inv_22__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_SendInvE_def; force))

lemma inv_22__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_SendInvS_def; force))

lemma inv_22__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2, inv_31 p1 p2}"] inv_22_in inv_31_in
      simp: invHoldRule3_def inv_22_def inv_31_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2, inv_31 p1 p2}"] inv_22_in inv_31_in
      simp: invHoldRule3_def inv_22_def inv_31_def r_SendInvAck_def; force))

lemma inv_22__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_RecvInvAck_def; force))

lemma inv_22__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_SendGntS_def; force))

lemma inv_22__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2, inv_11 p2}"] inv_22_in inv_11_in
      simp: invHoldRule3_def inv_22_def inv_11_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2, inv_11 p2}"] inv_22_in inv_11_in
      simp: invHoldRule3_def inv_22_def inv_11_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2, inv_11 p2}"] inv_22_in inv_11_in
      simp: invHoldRule3_def inv_22_def inv_11_def r_SendGntE_def; force))

lemma inv_22__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_RecvGntS_def; force))

lemma inv_22__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_22 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_22 p1 p2}"] inv_22_in
      simp: invHoldRule3_def inv_22_def r_RecvGntE_def; force))

lemma inv_22_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_22 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_22 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_22 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_22 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_22 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_22__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_22__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_22__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_22__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_22__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_22__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_22__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_22__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_22 mod_r_Store]) simp
qed

lemma invs_22_step: "f \<in> invs_22 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_22_def by (auto intro: inv_22_step)

section \<open>inv_23\<close>

lemma inv_23__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_SendInvE_def; force))

lemma inv_23__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_SendInvS_def; force))

lemma inv_23__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_SendInvAck_def; force))

lemma inv_23__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2, inv_17 p1}"] inv_23_in inv_17_in
      simp: invHoldRule3_def inv_23_def inv_17_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2, inv_17 p1}"] inv_23_in inv_17_in
      simp: invHoldRule3_def inv_23_def inv_17_def r_SendGntS_def; force))

lemma inv_23__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2, inv_32 p2}"] inv_23_in inv_32_in
      simp: invHoldRule3_def inv_23_def inv_32_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2, inv_32 p2}"] inv_23_in inv_32_in
      simp: invHoldRule3_def inv_23_def inv_32_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2, inv_32 p2}"] inv_23_in inv_32_in
      simp: invHoldRule3_def inv_23_def inv_32_def r_SendGntE_def; force))

lemma inv_23__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_RecvGntS_def; force))

lemma inv_23__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_23 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_23 p1 p2}"] inv_23_in
      simp: invHoldRule3_def inv_23_def r_RecvGntE_def; force))

lemma inv_23_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_23 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_23 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_23 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_23 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_23 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_23__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_23__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_23__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_23 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_23__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_23__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_23__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_23__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_23 mod_r_Store]) simp
qed

lemma invs_23_step: "f \<in> invs_23 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_23_def by (auto intro: inv_23_step)

section \<open>inv_24\<close>

lemma inv_24__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_24 p1}"] inv_24_in
      simp: invHoldRule3_def inv_24_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_24 p1}"] inv_24_in
      simp: invHoldRule3_def inv_24_def r_SendInvAck_def; force))

lemma inv_24__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_24 p1, inv_33 p1}"] inv_24_in inv_33_in
      simp: invHoldRule3_def inv_24_def inv_33_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_24 p1, inv_33 p1}"] inv_24_in inv_33_in
      simp: invHoldRule3_def inv_24_def inv_33_def r_RecvInvAck_def; force))

lemma inv_24__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_24 p1}"] inv_24_in
      simp: invHoldRule3_def inv_24_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_24 p1}"] inv_24_in
      simp: invHoldRule3_def inv_24_def r_SendGntS_def; force))

lemma inv_24__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_24 p1}"] inv_24_in
      simp: invHoldRule3_def inv_24_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_24 p1}"] inv_24_in
      simp: invHoldRule3_def inv_24_def r_SendGntE_def; force))

lemma inv_24__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_24 p1, inv_32 p1}"] inv_24_in inv_32_in
      simp: invHoldRule3_def inv_24_def inv_32_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_24 p1, inv_32 p1}"] inv_24_in inv_32_in
      simp: invHoldRule3_def inv_24_def inv_32_def r_RecvGntS_def; force))

lemma inv_24__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_24 p1, inv_34 p1}"] inv_24_in inv_34_in
      simp: invHoldRule3_def inv_24_def inv_34_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_24 p1, inv_34 p1}"] inv_24_in inv_34_in
      simp: invHoldRule3_def inv_24_def inv_34_def r_RecvGntE_def; force))

lemma inv_24_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_24 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_24 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_24 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_24 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_24 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_24 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_24 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_24__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_24__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_24__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_24__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_24__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_24__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_24 mod_r_Store]) simp
qed

lemma invs_24_step: "f \<in> invs_24 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_24_def by (auto intro: inv_24_step)

section \<open>inv_25\<close>

lemma inv_25__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_RecvReq_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_RecvReq_def; force))

lemma inv_25__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_25_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_25_def r_SendInvE_def; force))

lemma inv_25__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_25_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_25_def r_SendInvS_def; force))

lemma inv_25__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_25 p1, inv_35 p1}"] inv_25_in inv_35_in
      simp: invHoldRule3_def inv_25_def inv_35_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_25 p1, inv_35 p1}"] inv_25_in inv_35_in
      simp: invHoldRule3_def inv_25_def inv_35_def r_SendInvAck_def; force))

lemma inv_25__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_RecvInvAck_def; force))

lemma inv_25__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_SendGntS_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_SendGntS_def; force))

lemma inv_25__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_25_def r_SendGntE_def; force))

lemma inv_25__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_25 p1, inv_28 p1}"] inv_25_in inv_28_in
      simp: invHoldRule3_def inv_25_def inv_28_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_25 p1, inv_28 p1}"] inv_25_in inv_28_in
      simp: invHoldRule3_def inv_25_def inv_28_def r_RecvGntS_def; force))

lemma inv_25__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_25_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_25 p1}"] inv_25_in
      simp: invHoldRule3_def inv_25_def r_RecvGntE_def; force))

lemma inv_25_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_25 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_25 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_25 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_25 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_25__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_25__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_25__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_25__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_25__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_25__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_25__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_25__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_25__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_25 mod_r_Store]) simp
qed

lemma invs_25_step: "f \<in> invs_25 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_25_def by (auto intro: inv_25_step)

section \<open>inv_26\<close>

lemma inv_26__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_26_def inv_35_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_35 p1}"] inv_35_in
      simp: invHoldRule3_def inv_26_def inv_35_def r_RecvReq_def; force))

lemma inv_26__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendInvE_def; force))

lemma inv_26__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendInvS_def; force))

lemma inv_26__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendInvAck_def; force))

lemma inv_26__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendGntS_def; force))

lemma inv_26__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_SendGntE_def; force))

lemma inv_26__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_RecvGntS_def; force))

lemma inv_26__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_26 p1}"] inv_26_in
      simp: invHoldRule3_def inv_26_def r_RecvGntE_def; force))

lemma inv_26_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_26 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_26 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_26 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_26 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_26__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_26__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_26__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_26__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_26 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_26__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_26__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_26__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_26__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_26 mod_r_Store]) simp
qed

lemma invs_26_step: "f \<in> invs_26 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_26_def by (auto intro: inv_26_step)

section \<open>inv_27\<close>

lemma inv_27__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_27_def r_RecvReq_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_27_def r_RecvReq_def; force))

lemma inv_27__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendInvE_def; force))

lemma inv_27__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendInvS_def; force))

lemma inv_27__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1, inv_36 p1}"] inv_27_in inv_36_in
      simp: invHoldRule3_def inv_27_def inv_36_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1, inv_36 p1}"] inv_27_in inv_36_in
      simp: invHoldRule3_def inv_27_def inv_36_def r_RecvInvAck_def; force))

lemma inv_27__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendGntS_def; force))

lemma inv_27__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_27 p1}"] inv_27_in
      simp: invHoldRule3_def inv_27_def r_SendGntE_def; force))

lemma inv_27_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_27 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_27 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_27 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_27 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_27__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_27__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_27__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule untouched[OF frame_inv_27 mod_r_SendInvAck]) simp
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_27__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_27__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_27__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_27 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_27 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_27 mod_r_Store]) simp
qed

lemma invs_27_step: "f \<in> invs_27 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_27_def by (auto intro: inv_27_step)

section \<open>inv_28\<close>

lemma inv_28__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendInvE_def; force))

lemma inv_28__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendInvS_def; force))

lemma inv_28__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendInvAck_def; force))

lemma inv_28__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_28_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_28_def r_RecvInvAck_def; force))

lemma inv_28__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_SendGntS_def; force))

lemma inv_28__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_28_def inv_32_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_28_def inv_32_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_28_def inv_32_def r_SendGntE_def; force))

lemma inv_28__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_RecvGntS_def; force))

lemma inv_28__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_28 p1}"] inv_28_in
      simp: invHoldRule3_def inv_28_def r_RecvGntE_def; force))

lemma inv_28_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_28 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_28 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_28 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_28 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_28 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_28__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_28__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_28__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_28__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_28__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_28__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_28__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_28__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_28 mod_r_Store]) simp
qed

lemma invs_28_step: "f \<in> invs_28 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_28_def by (auto intro: inv_28_step)

section \<open>inv_29\<close>

lemma inv_29__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1, inv_36 p1}"] inv_29_in inv_36_in
      simp: invHoldRule3_def inv_29_def inv_36_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1, inv_36 p1}"] inv_29_in inv_36_in
      simp: invHoldRule3_def inv_29_def inv_36_def r_SendInvE_def; force))

lemma inv_29__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1, inv_36 p1}"] inv_29_in inv_36_in
      simp: invHoldRule3_def inv_29_def inv_36_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1, inv_36 p1}"] inv_29_in inv_36_in
      simp: invHoldRule3_def inv_29_def inv_36_def r_SendInvS_def; force))

lemma inv_29__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_SendInvAck_def; force))

lemma inv_29__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_RecvInvAck_def; force))

lemma inv_29__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_SendGntS_def; force))

lemma inv_29__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_SendGntE_def; force))

lemma inv_29__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_RecvGntS_def; force))

lemma inv_29__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_29 p1}"] inv_29_in
      simp: invHoldRule3_def inv_29_def r_RecvGntE_def; force))

lemma inv_29_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_29 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_29 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_29 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_29 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_29 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_29__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_29__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_29__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_29__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_29__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_29__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_29__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_29__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_29 mod_r_Store]) simp
qed

lemma invs_29_step: "f \<in> invs_29 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_29_def by (auto intro: inv_29_step)

section \<open>inv_30\<close>

lemma inv_30__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_30 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_30_def inv_37_def r_RecvReq_def; fail)
    | (auto intro!: hold3[where G = "{inv_37 p1 p2}"] inv_37_in
      simp: invHoldRule3_def inv_30_def inv_37_def r_RecvReq_def; force))

lemma inv_30__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_30 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_SendInvE_def; force))

lemma inv_30__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_30 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_SendInvS_def; force))

lemma inv_30__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_30 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_SendInvAck_def; force))

lemma inv_30__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_30 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_30 p1 p2}"] inv_30_in
      simp: invHoldRule3_def inv_30_def r_RecvGntS_def; force))

lemma inv_30__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_30 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_30 p1 p2, inv_38 p1 p2}"] inv_30_in inv_38_in
      simp: invHoldRule3_def inv_30_def inv_38_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_30 p1 p2, inv_38 p1 p2}"] inv_30_in inv_38_in
      simp: invHoldRule3_def inv_30_def inv_38_def r_RecvGntE_def; force))

lemma inv_30_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_30 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_30 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_30 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_30 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule inv_30__r_RecvReq[OF a r_RecvReq(1)])
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_30__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_30__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_30__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_30 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_30 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_30 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_30__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_30__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_30 mod_r_Store]) simp
qed

lemma invs_30_step: "f \<in> invs_30 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_30_def by (auto intro: inv_30_step)

section \<open>inv_31\<close>

lemma inv_31__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2, inv_38 p1 p2}"] inv_31_in inv_38_in
      simp: invHoldRule3_def inv_31_def inv_38_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2, inv_38 p1 p2}"] inv_31_in inv_38_in
      simp: invHoldRule3_def inv_31_def inv_38_def r_SendInvE_def; force))

lemma inv_31__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2, inv_38 p1 p2}"] inv_31_in inv_38_in
      simp: invHoldRule3_def inv_31_def inv_38_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2, inv_38 p1 p2}"] inv_31_in inv_38_in
      simp: invHoldRule3_def inv_31_def inv_38_def r_SendInvS_def; force))

lemma inv_31__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_SendInvAck_def; force))

lemma inv_31__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_SendGntS_def; force))

lemma inv_31__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2, inv_19 p2}"] inv_31_in inv_19_in
      simp: invHoldRule3_def inv_31_def inv_19_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p2"]; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2, inv_19 p2}"] inv_31_in inv_19_in
      simp: invHoldRule3_def inv_31_def inv_19_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2, inv_19 p2}"] inv_31_in inv_19_in
      simp: invHoldRule3_def inv_31_def inv_19_def r_SendGntE_def; force))

lemma inv_31__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_RecvGntS_def; force))

lemma inv_31__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_31 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_31 p1 p2}"] inv_31_in
      simp: invHoldRule3_def inv_31_def r_RecvGntE_def; force))

lemma inv_31_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_31 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_31 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_31 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_31 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_31 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_31__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_31__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_31__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_31 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_31__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_31__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_31__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_31__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_31 mod_r_Store]) simp
qed

lemma invs_31_step: "f \<in> invs_31 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_31_def by (auto intro: inv_31_step)

section \<open>inv_32\<close>

lemma inv_32__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendInvE_def; force))

lemma inv_32__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendInvS_def; force))

lemma inv_32__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendInvAck_def; force))

lemma inv_32__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1, inv_39 p1}"] inv_32_in inv_39_in
      simp: invHoldRule3_def inv_32_def inv_39_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1, inv_39 p1}"] inv_32_in inv_39_in
      simp: invHoldRule3_def inv_32_def inv_39_def r_RecvInvAck_def; force))

lemma inv_32__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendGntS_def; force))

lemma inv_32__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_SendGntE_def; force))

lemma inv_32__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_RecvGntS_def; force))

lemma inv_32__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_32 p1}"] inv_32_in
      simp: invHoldRule3_def inv_32_def r_RecvGntE_def; force))

lemma inv_32_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_32 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_32 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_32 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_32 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_32 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_32__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_32__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_32__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_32__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_32__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_32__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_32__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_32__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_32 mod_r_Store]) simp
qed

lemma invs_32_step: "f \<in> invs_32 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_32_def by (auto intro: inv_32_step)

end
