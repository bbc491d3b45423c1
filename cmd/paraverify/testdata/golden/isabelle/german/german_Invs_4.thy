theory german_Invs_4
  imports german_Model
begin

section \<open>inv_49\<close>

lemma inv_49__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
    simp: invHoldRule3_def inv_49_def r_SendInvE_def Let_def)

lemma inv_49__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
    simp: invHoldRule3_def inv_49_def r_SendInvS_def Let_def)

lemma inv_49__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
    simp: invHoldRule3_def inv_49_def r_SendInvAck_def Let_def)

lemma inv_49__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
    simp: invHoldRule3_def inv_49_def r_RecvInvAck_def Let_def)

lemma inv_49__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2, inv_23 p1}"] inv_49_in inv_23_in
    simp: invHoldRule3_def inv_49_def inv_23_def r_SendGntS_def Let_def)

lemma inv_49__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2, inv_23 p1}"] inv_49_in inv_23_in
    simp: invHoldRule3_def inv_49_def inv_23_def r_SendGntE_def Let_def)

lemma inv_49__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
    simp: invHoldRule3_def inv_49_def r_RecvGntS_def Let_def)

lemma inv_49__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_49 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_49 p1 p2}"] inv_49_in
    simp: invHoldRule3_def inv_49_def r_RecvGntE_def Let_def)

lemma inv_49_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_49 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_49 mod_r_SendReqS] untouched[OF frame_inv_49 mod_r_SendReqEI]
      untouched[OF frame_inv_49 mod_r_SendReqES] untouched[OF frame_inv_49 mod_r_RecvReq]
      inv_49__r_SendInvE[OF a] inv_49__r_SendInvS[OF a] inv_49__r_SendInvAck[OF a]
      inv_49__r_RecvInvAck[OF a] inv_49__r_SendGntS[OF a] inv_49__r_SendGntE[OF a]
      inv_49__r_RecvGntS[OF a] inv_49__r_RecvGntE[OF a] untouched[OF frame_inv_49 mod_r_Store])

section \<open>inv_50\<close>

lemma inv_50__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_48 p1}"] inv_48_in
    simp: invHoldRule3_def inv_50_def inv_48_def r_RecvReq_def Let_def)

lemma inv_50__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_50 p1, inv_10 p1, inv_47 p1}"] inv_50_in inv_10_in inv_47_in
    simp: invHoldRule3_def inv_50_def inv_10_def inv_47_def r_SendInvAck_def Let_def)

lemma inv_50__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1) (r_RecvInvAck N M i) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by blast
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_50 p1) {inv_52 p1 i, inv_50 p1} (r_RecvInvAck N M i)"
      using a c1 by (auto simp: invHoldRule3_def inv_50_def inv_52_def r_RecvInvAck_def Let_def)
    moreover have "{inv_52 p1 i, inv_50 p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_52_in inv_50_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule1 (inv_50 p1) (r_RecvInvAck N M i)"
      using a c2 by (auto simp: invHoldRule1_def inv_50_def r_RecvInvAck_def Let_def)
    then show ?thesis by (rule hold1)
  qed
qed

lemma inv_50__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_50_def r_SendGntS_def Let_def)

lemma inv_50__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_50_def r_SendGntE_def Let_def)

lemma inv_50_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_50 p1) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_50 mod_r_SendReqS] untouched[OF frame_inv_50 mod_r_SendReqEI]
      untouched[OF frame_inv_50 mod_r_SendReqES] inv_50__r_RecvReq[OF a]
      untouched[OF frame_inv_50 mod_r_SendInvE] untouched[OF frame_inv_50 mod_r_SendInvS]
      inv_50__r_SendInvAck[OF a] inv_50__r_RecvInvAck[OF a] inv_50__r_SendGntS[OF a]
      inv_50__r_SendGntE[OF a] untouched[OF frame_inv_50 mod_r_RecvGntS]
      untouched[OF frame_inv_50 mod_r_RecvGntE] untouched[OF frame_inv_50 mod_r_Store])

section \<open>inv_51\<close>

lemma inv_51__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_42 p1}"] inv_42_in
    simp: invHoldRule3_def inv_51_def inv_42_def r_RecvReq_def Let_def)

lemma inv_51__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_51 p1 p2}"] inv_51_in
    simp: invHoldRule3_def inv_51_def r_SendInvE_def Let_def)

lemma inv_51__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_51 p1 p2, inv_53 p2 p1}"] inv_51_in inv_53_in
    simp: invHoldRule3_def inv_51_def inv_53_def r_SendInvS_def Let_def)

lemma inv_51__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_51 p1 p2, inv_28 p2 p1, inv_54 p1 p2}"] inv_51_in inv_28_in inv_54_in
    simp: invHoldRule3_def inv_51_def inv_28_def inv_54_def r_SendInvAck_def Let_def)

lemma inv_51__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_51 p1 p2}"] inv_51_in
    simp: invHoldRule3_def inv_51_def r_RecvInvAck_def Let_def)

lemma inv_51__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_51_def r_SendGntS_def Let_def)

lemma inv_51__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_51_def r_SendGntE_def Let_def)

lemma inv_51__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_51 p1 p2}"] inv_51_in
    simp: invHoldRule3_def inv_51_def r_RecvGntS_def Let_def)

lemma inv_51__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_51 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_51 p1 p2}"] inv_51_in
    simp: invHoldRule3_def inv_51_def r_RecvGntE_def Let_def)

lemma inv_51_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_51 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_51 mod_r_SendReqS] untouched[OF frame_inv_51 mod_r_SendReqEI]
      untouched[OF frame_inv_51 mod_r_SendReqES] inv_51__r_RecvReq[OF a]
      inv_51__r_SendInvE[OF a] inv_51__r_SendInvS[OF a] inv_51__r_SendInvAck[OF a]
      inv_51__r_RecvInvAck[OF a] inv_51__r_SendGntS[OF a] inv_51__r_SendGntE[OF a]
      inv_51__r_RecvGntS[OF a] inv_51__r_RecvGntE[OF a] untouched[OF frame_inv_51 mod_r_Store])

section \<open>inv_52\<close>

lemma inv_52__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_52 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_48 p1}"] inv_48_in
    simp: invHoldRule3_def inv_52_def inv_48_def r_RecvReq_def Let_def)

lemma inv_52__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_52 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_52 p1 p2, inv_16 p1 p2, inv_51 p1 p2, inv_16 p2 p1, inv_51 p2 p1}"] inv_52_in inv_16_in inv_51_in
    simp: invHoldRule3_def inv_52_def inv_16_def inv_51_def r_SendInvAck_def Let_def)

lemma inv_52__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_52 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_52 p1 p2}"] inv_52_in
    simp: invHoldRule3_def inv_52_def r_RecvInvAck_def Let_def)

lemma inv_52__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_52 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_52_def r_SendGntS_def Let_def)

lemma inv_52__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_52 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_52_def r_SendGntE_def Let_def)

lemma inv_52_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_52 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_52 mod_r_SendReqS] untouched[OF frame_inv_52 mod_r_SendReqEI]
      untouched[OF frame_inv_52 mod_r_SendReqES] inv_52__r_RecvReq[OF a]
      untouched[OF frame_inv_52 mod_r_SendInvE] untouched[OF frame_inv_52 mod_r_SendInvS]
      inv_52__r_SendInvAck[OF a] inv_52__r_RecvInvAck[OF a] inv_52__r_SendGntS[OF a]
      inv_52__r_SendGntE[OF a] untouched[OF frame_inv_52 mod_r_RecvGntS]
      untouched[OF frame_inv_52 mod_r_RecvGntE] untouched[OF frame_inv_52 mod_r_Store])

section \<open>inv_53\<close>

lemma inv_53__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_48 p1}"] inv_48_in
    simp: invHoldRule3_def inv_53_def inv_48_def r_RecvReq_def Let_def)

lemma inv_53__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_53 p1 p2}"] inv_53_in
    simp: invHoldRule3_def inv_53_def r_SendInvE_def Let_def)

lemma inv_53__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_53 p1 p2}"] inv_53_in
    simp: invHoldRule3_def inv_53_def r_SendInvS_def Let_def)

lemma inv_53__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_53 p1 p2, inv_38 p1 p2, inv_55 p1 p2}"] inv_53_in inv_38_in inv_55_in
    simp: invHoldRule3_def inv_53_def inv_38_def inv_55_def r_SendInvAck_def Let_def)

lemma inv_53__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_53 p1 p2}"] inv_53_in
    simp: invHoldRule3_def inv_53_def r_RecvInvAck_def Let_def)

lemma inv_53__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_53_def r_SendGntS_def Let_def)

lemma inv_53__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_53 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_53_def r_SendGntE_def Let_def)

lemma inv_53_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_53 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_53 mod_r_SendReqS] untouched[OF frame_inv_53 mod_r_SendReqEI]
      untouched[OF frame_inv_53 mod_r_SendReqES] inv_53__r_RecvReq[OF a]
      inv_53__r_SendInvE[OF a] inv_53__r_SendInvS[OF a] inv_53__r_SendInvAck[OF a]
      inv_53__r_RecvInvAck[OF a] inv_53__r_SendGntS[OF a] inv_53__r_SendGntE[OF a]
      untouched[OF frame_inv_53 mod_r_RecvGntS] untouched[OF frame_inv_53 mod_r_RecvGntE]
      untouched[OF frame_inv_53 mod_r_Store])

section \<open>inv_54\<close>

lemma inv_54__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_42 p1}"] inv_42_in
    simp: invHoldRule3_def inv_54_def inv_42_def r_RecvReq_def Let_def)

lemma inv_54__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_54 p1 p2}"] inv_54_in
    simp: invHoldRule3_def inv_54_def r_SendInvE_def Let_def)

lemma inv_54__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_54 p1 p2, inv_55 p2 p1, inv_55 p1 p2}"] inv_54_in inv_55_in
    simp: invHoldRule3_def inv_54_def inv_55_def r_SendInvS_def Let_def)

lemma inv_54__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_54 p1 p2}"] inv_54_in
    simp: invHoldRule3_def inv_54_def r_SendInvAck_def Let_def)

lemma inv_54__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_54_def r_SendGntS_def Let_def)

lemma inv_54__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_54_def r_SendGntE_def Let_def)

lemma inv_54__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_54 p1 p2}"] inv_54_in
    simp: invHoldRule3_def inv_54_def r_RecvGntS_def Let_def)

lemma inv_54__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_54 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_54 p1 p2}"] inv_54_in
    simp: invHoldRule3_def inv_54_def r_RecvGntE_def Let_def)

lemma inv_54_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_54 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_54 mod_r_SendReqS] untouched[OF frame_inv_54 mod_r_SendReqEI]
      untouched[OF frame_inv_54 mod_r_SendReqES] inv_54__r_RecvReq[OF a]
      inv_54__r_SendInvE[OF a] inv_54__r_SendInvS[OF a] inv_54__r_SendInvAck[OF a]
      untouched[OF frame_inv_54 mod_r_RecvInvAck] inv_54__r_SendGntS[OF a]
      inv_54__r_SendGntE[OF a] inv_54__r_RecvGntS[OF a] inv_54__r_RecvGntE[OF a]
      untouched[OF frame_inv_54 mod_r_Store])

section \<open>inv_55\<close>

lemma inv_55__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_42 p1}"] inv_42_in
    simp: invHoldRule3_def inv_55_def inv_42_def r_RecvReq_def Let_def)

lemma inv_55__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_55 p1 p2}"] inv_55_in
    simp: invHoldRule3_def inv_55_def r_SendInvE_def Let_def)

lemma inv_55__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_55 p1 p2, inv_56 p2 p1}"] inv_55_in inv_56_in
    simp: invHoldRule3_def inv_55_def inv_56_def r_SendInvS_def Let_def)

lemma inv_55__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_55 p1 p2}"] inv_55_in
    simp: invHoldRule3_def inv_55_def r_SendInvAck_def Let_def)

lemma inv_55__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_55_def r_SendGntS_def Let_def)

lemma inv_55__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_55_def r_SendGntE_def Let_def)

lemma inv_55__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_55 p1 p2}"] inv_55_in
    simp: invHoldRule3_def inv_55_def r_RecvGntS_def Let_def)

lemma inv_55__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_55 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_55 p1 p2}"] inv_55_in
    simp: invHoldRule3_def inv_55_def r_RecvGntE_def Let_def)

lemma inv_55_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_55 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_55 mod_r_SendReqS] untouched[OF frame_inv_55 mod_r_SendReqEI]
      untouched[OF frame_inv_55 mod_r_SendReqES] inv_55__r_RecvReq[OF a]
      inv_55__r_SendInvE[OF a] inv_55__r_SendInvS[OF a] inv_55__r_SendInvAck[OF a]
      untouched[OF frame_inv_55 mod_r_RecvInvAck] inv_55__r_SendGntS[OF a]
      inv_55__r_SendGntE[OF a] inv_55__r_RecvGntS[OF a] inv_55__r_RecvGntE[OF a]
      untouched[OF frame_inv_55 mod_r_Store])

section \<open>inv_56\<close>

lemma inv_56__r_RecvReq:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_56 p1 p2) (r_RecvReq N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_57 p1 p2}"] inv_57_in
    simp: invHoldRule3_def inv_56_def inv_57_def r_RecvReq_def Let_def)

lemma inv_56__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_56 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_56 p1 p2}"] inv_56_in
    simp: invHoldRule3_def inv_56_def r_SendInvE_def Let_def)

lemma inv_56__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_56 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_56 p1 p2}"] inv_56_in
    simp: invHoldRule3_def inv_56_def r_SendInvS_def Let_def)

lemma inv_56__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_56 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_56_def r_RecvInvAck_def Let_def)

lemma inv_56__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_56 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_34 p1}"] inv_34_in
    simp: invHoldRule3_def inv_56_def inv_34_def r_SendGntE_def Let_def)

lemma inv_56_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_56 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_56 mod_r_SendReqS] untouched[OF frame_inv_56 mod_r_SendReqEI]
      untouched[OF frame_inv_56 mod_r_SendReqES] inv_56__r_RecvReq[OF a]
      inv_56__r_SendInvE[OF a] inv_56__r_SendInvS[OF a]
      untouched[OF frame_inv_56 mod_r_SendInvAck] inv_56__r_RecvInvAck[OF a]
      untouched[OF frame_inv_56 mod_r_SendGntS] inv_56__r_SendGntE[OF a]
      untouched[OF frame_inv_56 mod_r_RecvGntS] untouched[OF frame_inv_56 mod_r_RecvGntE]
      untouched[OF frame_inv_56 mod_r_Store])

section \<open>inv_57\<close>

lemma inv_57__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_57 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_57_def r_RecvInvAck_def Let_def)

lemma inv_57__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_57 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by (auto intro!: hold3[where G = "{inv_57 p1 p2}"] inv_57_in
    simp: invHoldRule3_def inv_57_def r_SendGntS_def Let_def)

lemma inv_57__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_57 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by (auto intro!: hold1
    simp: invHoldRule1_def inv_57_def r_SendGntE_def Let_def)

lemma inv_57_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_57 p1 p2) r (invs N M)"
  using r by (cases rule: rules_cases)
    (auto intro: untouched[OF frame_inv_57 mod_r_SendReqS] untouched[OF frame_inv_57 mod_r_SendReqEI]
      untouched[OF frame_inv_57 mod_r_SendReqES] untouched[OF frame_inv_57 mod_r_RecvReq]
      untouched[OF frame_inv_57 mod_r_SendInvE] untouched[OF frame_inv_57 mod_r_SendInvS]
      untouched[OF frame_inv_57 mod_r_SendInvAck] inv_57__r_RecvInvAck[OF a]
      inv_57__r_SendGntS[OF a] inv_57__r_SendGntE[OF a]
      untouched[OF frame_inv_57 mod_r_RecvGntS] untouched[OF frame_inv_57 mod_r_RecvGntE]
      untouched[OF frame_inv_57 mod_r_Store])

end
