theory german_Invs_1
  imports german_Model
begin

section \<open>inv_1\<close>

lemma inv_1__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_SendInvAck_def; force))

lemma inv_1__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in
      simp: invHoldRule3_def inv_1_def r_RecvGntS_def; force))

lemma inv_1__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_1 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_1 p1 p2, inv_16 p2 p1, inv_16 p1 p2}"] inv_1_in inv_16_in
      simp: invHoldRule3_def inv_1_def inv_16_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_1 p1 p2, inv_16 p2 p1, inv_16 p1 p2}"] inv_1_in inv_16_in
      simp: invHoldRule3_def inv_1_def inv_16_def r_RecvGntE_def; force))

lemma inv_1_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_1 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_1 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_1__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_1 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_1 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_1__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_1__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_1 mod_r_Store]) simp
qed

lemma invs_1_step: "f \<in> invs_1 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_1_def by (auto intro: inv_1_step)

section \<open>inv_2\<close>

lemma inv_2__r_RecvInvAck:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_4 i, inv_2}"] inv_4_in inv_2_in
      simp: invHoldRule3_def inv_2_def inv_4_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 i, inv_2}"] inv_4_in inv_2_in
      simp: invHoldRule3_def inv_2_def inv_4_def r_RecvInvAck_def; force))

lemma inv_2__r_SendGntE:
  assumes a: "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_2_def r_SendGntE_def; force))

lemma inv_2__r_Store:
  assumes a: "i \<in> (idx_NODE N)" "d \<in> (idx_DATA M)"
  shows "invHoldForRule (inv_2) (r_Store N M i d) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_8 i}"] inv_8_in
      simp: invHoldRule3_def inv_2_def inv_8_def r_Store_def; fail)
    | (auto intro!: hold3[where G = "{inv_8 i}"] inv_8_in
      simp: invHoldRule3_def inv_2_def inv_8_def r_Store_def; force))

lemma inv_2_step:
  assumes r: "r \<in> rules N M"
  shows "invHoldForRule (inv_2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_2 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendInvAck]) simp
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_2__r_RecvInvAck[OF r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_2 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_2__r_SendGntE[OF r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_2 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_2 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule inv_2__r_Store[OF r_Store(1) r_Store(2)])
qed

lemma invs_2_step: "f \<in> invs_2 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_2_def by (auto intro: inv_2_step)

section \<open>inv_3\<close>

lemma inv_3__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1}"] inv_3_in
      simp: invHoldRule3_def inv_3_def r_SendInvAck_def; force))

lemma inv_3__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1, inv_5 p1}"] inv_3_in inv_5_in
      simp: invHoldRule3_def inv_3_def inv_5_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1, inv_5 p1}"] inv_3_in inv_5_in
      simp: invHoldRule3_def inv_3_def inv_5_def r_RecvGntS_def; force))

lemma inv_3__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_3 p1, inv_6 p1}"] inv_3_in inv_6_in
      simp: invHoldRule3_def inv_3_def inv_6_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_3 p1, inv_6 p1}"] inv_3_in inv_6_in
      simp: invHoldRule3_def inv_3_def inv_6_def r_RecvGntE_def; force))

lemma inv_3__r_Store:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)" "d \<in> (idx_DATA M)"
  shows "invHoldForRule (inv_3 p1) (r_Store N M i d) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_3 p1) {inv_7 p1 i} (r_Store N M i d)"
      using a c1 by ((auto simp: invHoldRule3_def inv_3_def inv_7_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_3_def inv_7_def r_Store_def; force))
    moreover have "{inv_7 p1 i} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_7_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule1 (inv_3 p1) (r_Store N M i d)"
      using a c2 by ((auto simp: invHoldRule1_def inv_3_def r_Store_def; fail)
    | (auto simp: invHoldRule1_def inv_3_def r_Store_def; force))
    then show ?thesis by (rule hold1)
  qed
qed

lemma inv_3_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_3 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_3 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_3__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_3 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_3 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_3__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_3__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule inv_3__r_Store[OF a r_Store(1) r_Store(2)])
qed

lemma invs_3_step: "f \<in> invs_3 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_3_def by (auto intro: inv_3_step)

section \<open>inv_4\<close>

lemma inv_4__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_4 p1, inv_3 p1, inv_10 p1}"] inv_4_in inv_3_in inv_10_in
      simp: invHoldRule3_def inv_4_def inv_3_def inv_10_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_4 p1, inv_3 p1, inv_10 p1}"] inv_4_in inv_3_in inv_10_in
      simp: invHoldRule3_def inv_4_def inv_3_def inv_10_def r_SendInvAck_def; force))

lemma inv_4__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_4_def r_RecvInvAck_def; force))

lemma inv_4__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_4_def inv_11_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_4_def inv_11_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_4_def inv_11_def r_SendGntE_def; force))

lemma inv_4__r_Store:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)" "d \<in> (idx_DATA M)"
  shows "invHoldForRule (inv_4 p1) (r_Store N M i d) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_4 p1) {inv_12 i p1} (r_Store N M i d)"
      using a c1 by ((auto simp: invHoldRule3_def inv_4_def inv_12_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_4_def inv_12_def r_Store_def; force))
    moreover have "{inv_12 i p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_12_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_4 p1) {inv_33 p1} (r_Store N M i d)"
      using a c2 by ((auto simp: invHoldRule3_def inv_4_def inv_33_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_4_def inv_33_def r_Store_def; force))
    moreover have "{inv_33 p1} \<subseteq> invs N M"
      using a c2 by (auto intro: inv_33_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_4_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_4 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_4 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_4 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_4 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_4 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_4 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_4 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_4__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_4__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_4 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_4__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_4 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_4 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule inv_4__r_Store[OF a r_Store(1) r_Store(2)])
qed

lemma invs_4_step: "f \<in> invs_4 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_4_def by (auto intro: inv_4_step)

section \<open>inv_5\<close>

lemma inv_5__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendInvE_def; force))

lemma inv_5__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendInvS_def; force))

lemma inv_5__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendInvAck_def; force))

lemma inv_5__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1, inv_2}"] inv_5_in inv_2_in
      simp: invHoldRule3_def inv_5_def inv_2_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1, inv_2}"] inv_5_in inv_2_in
      simp: invHoldRule3_def inv_5_def inv_2_def r_SendGntS_def; force))

lemma inv_5__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_SendGntE_def; force))

lemma inv_5__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_RecvGntS_def; force))

lemma inv_5__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_5 p1}"] inv_5_in
      simp: invHoldRule3_def inv_5_def r_RecvGntE_def; force))

lemma inv_5__r_Store:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)" "d \<in> (idx_DATA M)"
  shows "invHoldForRule (inv_5 p1) (r_Store N M i d) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_5 p1) {inv_14 i p1} (r_Store N M i d)"
      using a c1 by ((auto simp: invHoldRule3_def inv_5_def inv_14_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_5_def inv_14_def r_Store_def; force))
    moreover have "{inv_14 i p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_14_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_5 p1) {inv_13 p1} (r_Store N M i d)"
      using a c2 by ((auto simp: invHoldRule3_def inv_5_def inv_13_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_5_def inv_13_def r_Store_def; force))
    moreover have "{inv_13 p1} \<subseteq> invs N M"
      using a c2 by (auto intro: inv_13_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_5_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_5 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_5 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_5 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_5 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_5 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_5__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_5__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_5__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_5 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_5__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_5__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_5__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_5__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule inv_5__r_Store[OF a r_Store(1) r_Store(2)])
qed

lemma invs_5_step: "f \<in> invs_5 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_5_def by (auto intro: inv_5_step)

section \<open>inv_6\<close>

lemma inv_6__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendInvE_def; force))

lemma inv_6__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendInvS_def; force))

lemma inv_6__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendInvAck_def; force))

lemma inv_6__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_SendGntS_def; force))

lemma inv_6__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1, inv_2}"] inv_6_in inv_2_in
      simp: invHoldRule3_def inv_6_def inv_2_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1, inv_2}"] inv_6_in inv_2_in
      simp: invHoldRule3_def inv_6_def inv_2_def r_SendGntE_def; force))

lemma inv_6__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_RecvGntS_def; force))

lemma inv_6__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_6 p1}"] inv_6_in
      simp: invHoldRule3_def inv_6_def r_RecvGntE_def; force))

lemma inv_6__r_Store:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)" "d \<in> (idx_DATA M)"
  shows "invHoldForRule (inv_6 p1) (r_Store N M i d) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_6 p1) {inv_16 i p1} (r_Store N M i d)"
      using a c1 by ((auto simp: invHoldRule3_def inv_6_def inv_16_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_6_def inv_16_def r_Store_def; force))
    moreover have "{inv_16 i p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_16_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_6 p1) {inv_15 p1} (r_Store N M i d)"
      using a c2 by ((auto simp: invHoldRule3_def inv_6_def inv_15_def r_Store_def; fail)
    | (auto simp: invHoldRule3_def inv_6_def inv_15_def r_Store_def; force))
    moreover have "{inv_15 p1} \<subseteq> invs N M"
      using a c2 by (auto intro: inv_15_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_6_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_6 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_6 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_6 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_6 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_6 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_6__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_6__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_6__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_6 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_6__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_6__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_6__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_6__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule inv_6__r_Store[OF a r_Store(1) r_Store(2)])
qed

lemma invs_6_step: "f \<in> invs_6 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_6_def by (auto intro: inv_6_step)

section \<open>inv_7\<close>

lemma inv_7__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2}"] inv_7_in
      simp: invHoldRule3_def inv_7_def r_SendInvAck_def; force))

lemma inv_7__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2, inv_14 p2 p1}"] inv_7_in inv_14_in
      simp: invHoldRule3_def inv_7_def inv_14_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2, inv_14 p2 p1}"] inv_7_in inv_14_in
      simp: invHoldRule3_def inv_7_def inv_14_def r_RecvGntS_def; force))

lemma inv_7__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_7 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_7 p1 p2, inv_16 p2 p1, inv_16 p1 p2}"] inv_7_in inv_16_in
      simp: invHoldRule3_def inv_7_def inv_16_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_7 p1 p2, inv_16 p2 p1, inv_16 p1 p2}"] inv_7_in inv_16_in
      simp: invHoldRule3_def inv_7_def inv_16_def r_RecvGntE_def; force))

lemma inv_7_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_7 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_7 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_7__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_7 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_7 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_7__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_7__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_7 mod_r_Store]) simp
qed

lemma invs_7_step: "f \<in> invs_7 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_7_def by (auto intro: inv_7_step)

section \<open>inv_8\<close>

lemma inv_8__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_8 p1}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_8 p1}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_SendInvAck_def; force))

lemma inv_8__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8 p1) (r_RecvInvAck N M i) (invs N M)"
proof -
  consider (c1) "i \<noteq> p1" | (c2) "i = p1"
    using a by (argo | (simp only: insert_iff empty_iff, argo) | blast)
  then show ?thesis
  proof cases
    case c1
    have "invHoldRule3 (inv_8 p1) {inv_12 p1 i, inv_8 p1} (r_RecvInvAck N M i)"
      using a c1 by ((auto simp: invHoldRule3_def inv_8_def inv_12_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_8_def inv_12_def r_RecvInvAck_def; force))
    moreover have "{inv_12 p1 i, inv_8 p1} \<subseteq> invs N M"
      using a c1 by (auto intro: inv_12_in inv_8_in)
    ultimately show ?thesis by (rule hold3)
  next
    case c2
    have "invHoldRule3 (inv_8 p1) {inv_33 p1, inv_8 p1} (r_RecvInvAck N M i)"
      using a c2 by ((auto simp: invHoldRule3_def inv_8_def inv_33_def r_RecvInvAck_def; fail)
    | (auto simp: invHoldRule3_def inv_8_def inv_33_def r_RecvInvAck_def; force))
    moreover have "{inv_33 p1, inv_8 p1} \<subseteq> invs N M"
      using a c2 by (auto intro: inv_33_in inv_8_in)
    ultimately show ?thesis by (rule hold3)
  qed
qed

lemma inv_8__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_8_def r_SendGntE_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_8_def r_SendGntE_def; force))

lemma inv_8__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_8 p1}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_8 p1}"] inv_8_in
      simp: invHoldRule3_def inv_8_def r_RecvGntS_def; force))

lemma inv_8__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_8 p1, inv_17 p1}"] inv_8_in inv_17_in
      simp: invHoldRule3_def inv_8_def inv_17_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_8 p1, inv_17 p1}"] inv_8_in inv_17_in
      simp: invHoldRule3_def inv_8_def inv_17_def r_RecvGntE_def; force))

lemma inv_8_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_8 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_8 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_8 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_8 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_8 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_8 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_8 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_8__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_8__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_8 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_8__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_8__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_8__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_8 mod_r_Store]) simp
qed

lemma invs_8_step: "f \<in> invs_8 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_8_def by (auto intro: inv_8_step)

section \<open>inv_9\<close>

lemma inv_9__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendInvE_def; force))

lemma inv_9__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendInvS_def; force))

lemma inv_9__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendInvAck_def; force))

lemma inv_9__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_SendGntS_def; force))

lemma inv_9__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2, inv_17 p2, inv_17 p1}"] inv_9_in inv_17_in
      simp: invHoldRule3_def inv_9_def inv_17_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2, inv_17 p2, inv_17 p1}"] inv_9_in inv_17_in
      simp: invHoldRule3_def inv_9_def inv_17_def r_SendGntE_def; force))

lemma inv_9__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_RecvGntS_def; force))

lemma inv_9__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_9 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_9 p1 p2}"] inv_9_in
      simp: invHoldRule3_def inv_9_def r_RecvGntE_def; force))

lemma inv_9_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_9 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_9 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_9 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_9 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_9 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_9__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_9__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_9__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_9 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_9__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_9__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_9__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_9__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_9 mod_r_Store]) simp
qed

lemma invs_9_step: "f \<in> invs_9 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_9_def by (auto intro: inv_9_step)

section \<open>inv_10\<close>

lemma inv_10__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_10 p1, inv_18 p1}"] inv_10_in inv_18_in
      simp: invHoldRule3_def inv_10_def inv_18_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_10 p1, inv_18 p1}"] inv_10_in inv_18_in
      simp: invHoldRule3_def inv_10_def inv_18_def r_SendInvE_def; force))

lemma inv_10__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_10 p1, inv_18 p1}"] inv_10_in inv_18_in
      simp: invHoldRule3_def inv_10_def inv_18_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_10 p1, inv_18 p1}"] inv_10_in inv_18_in
      simp: invHoldRule3_def inv_10_def inv_18_def r_SendInvS_def; force))

lemma inv_10__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_SendInvAck_def; force))

lemma inv_10__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold1
      simp: invHoldRule1_def inv_10_def r_RecvInvAck_def; fail)
    | (auto intro!: hold1
      simp: invHoldRule1_def inv_10_def r_RecvInvAck_def; force))

lemma inv_10__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_SendGntS_def; force))

lemma inv_10__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_10_def inv_19_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_10_def inv_19_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_19 p1}"] inv_19_in
      simp: invHoldRule3_def inv_10_def inv_19_def r_SendGntE_def; force))

lemma inv_10__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_RecvGntS_def; force))

lemma inv_10__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_10 p1}"] inv_10_in
      simp: invHoldRule3_def inv_10_def r_RecvGntE_def; force))

lemma inv_10_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_10 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_10 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_10 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_10 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_10 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_10__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_10__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_10__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_10__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_10__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_10__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_10__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_10__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_10 mod_r_Store]) simp
qed

lemma invs_10_step: "f \<in> invs_10 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_10_def by (auto intro: inv_10_step)

section \<open>inv_11\<close>

lemma inv_11__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_11 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_11 p1, inv_19 p1}"] inv_11_in inv_19_in
      simp: invHoldRule3_def inv_11_def inv_19_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1, inv_19 p1}"] inv_11_in inv_19_in
      simp: invHoldRule3_def inv_11_def inv_19_def r_SendInvAck_def; force))

lemma inv_11__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_11 p1) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_11_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_11_def r_RecvInvAck_def; force))

lemma inv_11__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_11 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_11_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_11_def r_SendGntS_def; force))

lemma inv_11__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_11 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_11_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_11 p1}"] inv_11_in
      simp: invHoldRule3_def inv_11_def r_SendGntE_def; force))

lemma inv_11_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_11 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_11 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_11 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_11 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_11 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_11 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_11 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_11__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_11__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_11__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_11__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule untouched[OF frame_inv_11 mod_r_RecvGntS]) simp
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule untouched[OF frame_inv_11 mod_r_RecvGntE]) simp
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_11 mod_r_Store]) simp
qed

lemma invs_11_step: "f \<in> invs_11 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_11_def by (auto intro: inv_11_step)

section \<open>inv_12\<close>

lemma inv_12__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_12 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_12 p1 p2, inv_21 p1 p2}"] inv_12_in inv_21_in
      simp: invHoldRule3_def inv_12_def inv_21_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_12 p1 p2, inv_21 p1 p2}"] inv_12_in inv_21_in
      simp: invHoldRule3_def inv_12_def inv_21_def r_SendInvAck_def; force))

lemma inv_12__r_RecvInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_12 p1 p2) (r_RecvInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_12 p1 p2}"] inv_12_in
      simp: invHoldRule3_def inv_12_def r_RecvInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_12 p1 p2}"] inv_12_in
      simp: invHoldRule3_def inv_12_def r_RecvInvAck_def; force))

lemma inv_12__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_12 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_12 p1 p2}"] inv_12_in
      simp: invHoldRule3_def inv_12_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_12 p1 p2}"] inv_12_in
      simp: invHoldRule3_def inv_12_def r_RecvGntS_def; force))

lemma inv_12__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_12 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_12 p1 p2, inv_22 p1 p2}"] inv_12_in inv_22_in
      simp: invHoldRule3_def inv_12_def inv_22_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_12 p1 p2, inv_22 p1 p2}"] inv_12_in inv_22_in
      simp: invHoldRule3_def inv_12_def inv_22_def r_RecvGntE_def; force))

lemma inv_12_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_12 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_12 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendInvE]) simp
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendInvS]) simp
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_12__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule inv_12__r_RecvInvAck[OF a r_RecvInvAck(1)])
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendGntS]) simp
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule untouched[OF frame_inv_12 mod_r_SendGntE]) simp
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_12__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_12__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_12 mod_r_Store]) simp
qed

lemma invs_12_step: "f \<in> invs_12 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_12_def by (auto intro: inv_12_step)

section \<open>inv_13\<close>

lemma inv_13__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendInvE_def; force))

lemma inv_13__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendInvS_def; force))

lemma inv_13__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendInvAck_def; force))

lemma inv_13__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1, inv_8 p1}"] inv_13_in inv_8_in
      simp: invHoldRule3_def inv_13_def inv_8_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1, inv_8 p1}"] inv_13_in inv_8_in
      simp: invHoldRule3_def inv_13_def inv_8_def r_SendGntS_def; force))

lemma inv_13__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_SendGntE_def; force))

lemma inv_13__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_RecvGntS_def; force))

lemma inv_13__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_13 p1}"] inv_13_in
      simp: invHoldRule3_def inv_13_def r_RecvGntE_def; force))

lemma inv_13_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_13 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_13 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_13 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_13 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_13 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_13__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_13__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_13__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_13 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_13__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_13__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_13__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_13__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_13 mod_r_Store]) simp
qed

lemma invs_13_step: "f \<in> invs_13 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_13_def by (auto intro: inv_13_step)

section \<open>inv_14\<close>

lemma inv_14__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendInvE_def; force))

lemma inv_14__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendInvS_def; force))

lemma inv_14__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendInvAck_def; force))

lemma inv_14__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2, inv_8 p1}"] inv_14_in inv_8_in
      simp: invHoldRule3_def inv_14_def inv_8_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2, inv_8 p1}"] inv_14_in inv_8_in
      simp: invHoldRule3_def inv_14_def inv_8_def r_SendGntS_def; force))

lemma inv_14__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_SendGntE_def; force))

lemma inv_14__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2}"] inv_14_in
      simp: invHoldRule3_def inv_14_def r_RecvGntS_def; force))

lemma inv_14__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_14 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_14 p1 p2, inv_23 p1 p2}"] inv_14_in inv_23_in
      simp: invHoldRule3_def inv_14_def inv_23_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_14 p1 p2, inv_23 p1 p2}"] inv_14_in inv_23_in
      simp: invHoldRule3_def inv_14_def inv_23_def r_RecvGntE_def; force))

lemma inv_14_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_14 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_14 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_14 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_14 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_14 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_14__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_14__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_14__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_14 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_14__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_14__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_14__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_14__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_14 mod_r_Store]) simp
qed

lemma invs_14_step: "f \<in> invs_14 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_14_def by (auto intro: inv_14_step)

section \<open>inv_15\<close>

lemma inv_15__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendInvE_def; force))

lemma inv_15__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendInvS_def; force))

lemma inv_15__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendInvAck_def; force))

lemma inv_15__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_SendGntS_def; force))

lemma inv_15__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1, inv_8 p1}"] inv_15_in inv_8_in
      simp: invHoldRule3_def inv_15_def inv_8_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1, inv_8 p1}"] inv_15_in inv_8_in
      simp: invHoldRule3_def inv_15_def inv_8_def r_SendGntE_def; force))

lemma inv_15__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_RecvGntS_def; force))

lemma inv_15__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_15 p1}"] inv_15_in
      simp: invHoldRule3_def inv_15_def r_RecvGntE_def; force))

lemma inv_15_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_15 p1) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_15 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_15 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_15 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_15 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_15__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_15__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_15__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_15 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_15__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_15__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_15__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_15__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_15 mod_r_Store]) simp
qed

lemma invs_15_step: "f \<in> invs_15 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_15_def by (auto intro: inv_15_step)

section \<open>inv_16\<close>

lemma inv_16__r_SendInvE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_SendInvE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendInvE_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendInvE_def; force))

lemma inv_16__r_SendInvS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_SendInvS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendInvS_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendInvS_def; force))

lemma inv_16__r_SendInvAck:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_SendInvAck N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendInvAck_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendInvAck_def; force))

lemma inv_16__r_SendGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_SendGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2}"] inv_16_in
      simp: invHoldRule3_def inv_16_def r_SendGntS_def; force))

lemma inv_16__r_SendGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_SendGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2, inv_24 p1}"] inv_16_in inv_24_in
      simp: invHoldRule3_def inv_16_def inv_24_def r_SendGntE_def dest!: bspec[where A = "(idx_NODE N)" and x = "p1"]; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2, inv_24 p1}"] inv_16_in inv_24_in
      simp: invHoldRule3_def inv_16_def inv_24_def r_SendGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2, inv_24 p1}"] inv_16_in inv_24_in
      simp: invHoldRule3_def inv_16_def inv_24_def r_SendGntE_def; force))

lemma inv_16__r_RecvGntS:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_RecvGntS N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2, inv_23 p2 p1}"] inv_16_in inv_23_in
      simp: invHoldRule3_def inv_16_def inv_23_def r_RecvGntS_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2, inv_23 p2 p1}"] inv_16_in inv_23_in
      simp: invHoldRule3_def inv_16_def inv_23_def r_RecvGntS_def; force))

lemma inv_16__r_RecvGntE:
  assumes a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2" "i \<in> (idx_NODE N)"
  shows "invHoldForRule (inv_16 p1 p2) (r_RecvGntE N M i) (invs N M)"
  using a by ((auto intro!: hold3[where G = "{inv_16 p1 p2, inv_9 p2 p1}"] inv_16_in inv_9_in
      simp: invHoldRule3_def inv_16_def inv_9_def r_RecvGntE_def; fail)
    | (auto intro!: hold3[where G = "{inv_16 p1 p2, inv_9 p2 p1}"] inv_16_in inv_9_in
      simp: invHoldRule3_def inv_16_def inv_9_def r_RecvGntE_def; force))

lemma inv_16_step:
  assumes r: "r \<in> rules N M" and a: "p1 \<in> (idx_NODE N)" "p2 \<in> (idx_NODE N)" "p1 \<noteq> p2"
  shows "invHoldForRule (inv_16 p1 p2) r (invs N M)"
  using r proof (cases rule: rules_cases)
  case r_SendReqS
  show ?thesis unfolding r_SendReqS(2)
    by (rule untouched[OF frame_inv_16 mod_r_SendReqS]) simp
next
  case r_SendReqEI
  show ?thesis unfolding r_SendReqEI(2)
    by (rule untouched[OF frame_inv_16 mod_r_SendReqEI]) simp
next
  case r_SendReqES
  show ?thesis unfolding r_SendReqES(2)
    by (rule untouched[OF frame_inv_16 mod_r_SendReqES]) simp
next
  case r_RecvReq
  show ?thesis unfolding r_RecvReq(2)
    by (rule untouched[OF frame_inv_16 mod_r_RecvReq]) simp
next
  case r_SendInvE
  show ?thesis unfolding r_SendInvE(2)
    by (rule inv_16__r_SendInvE[OF a r_SendInvE(1)])
next
  case r_SendInvS
  show ?thesis unfolding r_SendInvS(2)
    by (rule inv_16__r_SendInvS[OF a r_SendInvS(1)])
next
  case r_SendInvAck
  show ?thesis unfolding r_SendInvAck(2)
    by (rule inv_16__r_SendInvAck[OF a r_SendInvAck(1)])
next
  case r_RecvInvAck
  show ?thesis unfolding r_RecvInvAck(2)
    by (rule untouched[OF frame_inv_16 mod_r_RecvInvAck]) simp
next
  case r_SendGntS
  show ?thesis unfolding r_SendGntS(2)
    by (rule inv_16__r_SendGntS[OF a r_SendGntS(1)])
next
  case r_SendGntE
  show ?thesis unfolding r_SendGntE(2)
    by (rule inv_16__r_SendGntE[OF a r_SendGntE(1)])
next
  case r_RecvGntS
  show ?thesis unfolding r_RecvGntS(2)
    by (rule inv_16__r_RecvGntS[OF a r_RecvGntS(1)])
next
  case r_RecvGntE
  show ?thesis unfolding r_RecvGntE(2)
    by (rule inv_16__r_RecvGntE[OF a r_RecvGntE(1)])
next
  case r_Store
  show ?thesis unfolding r_Store(3)
    by (rule untouched[OF frame_inv_16 mod_r_Store]) simp
qed

lemma invs_16_step: "f \<in> invs_16 N M \<Longrightarrow> r \<in> rules N M \<Longrightarrow> invHoldForRule f r (invs N M)"
  unfolding invs_16_def by (auto intro: inv_16_step)

end
