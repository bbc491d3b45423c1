theory german
  imports german_Invs_1 german_Invs_2 german_Invs_3 german_Invs_4
begin

text \<open>The protocol of german.m satisfies its properties for every size.\<close>

lemma init_inv_1: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_1 p1 p2 s"
  unfolding init_def by (auto simp: inv_1_def start_Init_def)

lemma init_invs_1: "f \<in> invs_1 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_1_def by (auto intro: init_inv_1)

lemma init_inv_2: "init N M s \<Longrightarrow> inv_2 s"
  unfolding init_def by (auto simp: inv_2_def start_Init_def)

lemma init_invs_2: "f \<in> invs_2 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_2_def by (auto intro: init_inv_2)

lemma init_inv_3: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_3 p1 s"
  unfolding init_def by (auto simp: inv_3_def start_Init_def)

lemma init_invs_3: "f \<in> invs_3 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_3_def by (auto intro: init_inv_3)

lemma init_inv_4: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_4 p1 s"
  unfolding init_def by (auto simp: inv_4_def start_Init_def)

lemma init_invs_4: "f \<in> invs_4 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_4_def by (auto intro: init_inv_4)

lemma init_inv_5: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_5 p1 s"
  unfolding init_def by (auto simp: inv_5_def start_Init_def)

lemma init_invs_5: "f \<in> invs_5 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_5_def by (auto intro: init_inv_5)

lemma init_inv_6: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_6 p1 s"
  unfolding init_def by (auto simp: inv_6_def start_Init_def)

lemma init_invs_6: "f \<in> invs_6 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_6_def by (auto intro: init_inv_6)

lemma init_inv_7: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_7 p1 p2 s"
  unfolding init_def by (auto simp: inv_7_def start_Init_def)

lemma init_invs_7: "f \<in> invs_7 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_7_def by (auto intro: init_inv_7)

lemma init_inv_8: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_8 p1 s"
  unfolding init_def by (auto simp: inv_8_def start_Init_def)

lemma init_invs_8: "f \<in> invs_8 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_8_def by (auto intro: init_inv_8)

lemma init_inv_9: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_9 p1 p2 s"
  unfolding init_def by (auto simp: inv_9_def start_Init_def)

lemma init_invs_9: "f \<in> invs_9 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_9_def by (auto intro: init_inv_9)

lemma init_inv_10: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_10 p1 s"
  unfolding init_def by (auto simp: inv_10_def start_Init_def)

lemma init_invs_10: "f \<in> invs_10 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_10_def by (auto intro: init_inv_10)

lemma init_inv_11: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_11 p1 s"
  unfolding init_def by (auto simp: inv_11_def start_Init_def)

lemma init_invs_11: "f \<in> invs_11 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_11_def by (auto intro: init_inv_11)

lemma init_inv_12: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_12 p1 p2 s"
  unfolding init_def by (auto simp: inv_12_def start_Init_def)

lemma init_invs_12: "f \<in> invs_12 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_12_def by (auto intro: init_inv_12)

lemma init_inv_13: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_13 p1 s"
  unfolding init_def by (auto simp: inv_13_def start_Init_def)

lemma init_invs_13: "f \<in> invs_13 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_13_def by (auto intro: init_inv_13)

lemma init_inv_14: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_14 p1 p2 s"
  unfolding init_def by (auto simp: inv_14_def start_Init_def)

lemma init_invs_14: "f \<in> invs_14 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_14_def by (auto intro: init_inv_14)

lemma init_inv_15: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_15 p1 s"
  unfolding init_def by (auto simp: inv_15_def start_Init_def)

lemma init_invs_15: "f \<in> invs_15 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_15_def by (auto intro: init_inv_15)

lemma init_inv_16: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_16 p1 p2 s"
  unfolding init_def by (auto simp: inv_16_def start_Init_def)

lemma init_invs_16: "f \<in> invs_16 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_16_def by (auto intro: init_inv_16)

lemma init_inv_17: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_17 p1 s"
  unfolding init_def by (auto simp: inv_17_def start_Init_def)

lemma init_invs_17: "f \<in> invs_17 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_17_def by (auto intro: init_inv_17)

lemma init_inv_18: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_18 p1 s"
  unfolding init_def by (auto simp: inv_18_def start_Init_def)

lemma init_invs_18: "f \<in> invs_18 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_18_def by (auto intro: init_inv_18)

lemma init_inv_19: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_19 p1 s"
  unfolding init_def by (auto simp: inv_19_def start_Init_def)

lemma init_invs_19: "f \<in> invs_19 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_19_def by (auto intro: init_inv_19)

lemma init_inv_20: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_20 p1 s"
  unfolding init_def by (auto simp: inv_20_def start_Init_def)

lemma init_invs_20: "f \<in> invs_20 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_20_def by (auto intro: init_inv_20)

lemma init_inv_21: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_21 p1 p2 s"
  unfolding init_def by (auto simp: inv_21_def start_Init_def)

lemma init_invs_21: "f \<in> invs_21 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_21_def by (auto intro: init_inv_21)

lemma init_inv_22: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_22 p1 p2 s"
  unfolding init_def by (auto simp: inv_22_def start_Init_def)

lemma init_invs_22: "f \<in> invs_22 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_22_def by (auto intro: init_inv_22)

lemma init_inv_23: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_23 p1 p2 s"
  unfolding init_def by (auto simp: inv_23_def start_Init_def)

lemma init_invs_23: "f \<in> invs_23 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_23_def by (auto intro: init_inv_23)

lemma init_inv_24: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_24 p1 s"
  unfolding init_def by (auto simp: inv_24_def start_Init_def)

lemma init_invs_24: "f \<in> invs_24 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_24_def by (auto intro: init_inv_24)

lemma init_inv_25: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_25 p1 s"
  unfolding init_def by (auto simp: inv_25_def start_Init_def)

lemma init_invs_25: "f \<in> invs_25 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_25_def by (auto intro: init_inv_25)

lemma init_inv_26: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_26 p1 s"
  unfolding init_def by (auto simp: inv_26_def start_Init_def)

lemma init_invs_26: "f \<in> invs_26 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_26_def by (auto intro: init_inv_26)

lemma init_inv_27: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_27 p1 s"
  unfolding init_def by (auto simp: inv_27_def start_Init_def)

lemma init_invs_27: "f \<in> invs_27 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_27_def by (auto intro: init_inv_27)

lemma init_inv_28: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_28 p1 s"
  unfolding init_def by (auto simp: inv_28_def start_Init_def)

lemma init_invs_28: "f \<in> invs_28 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_28_def by (auto intro: init_inv_28)

lemma init_inv_29: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_29 p1 s"
  unfolding init_def by (auto simp: inv_29_def start_Init_def)

lemma init_invs_29: "f \<in> invs_29 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_29_def by (auto intro: init_inv_29)

lemma init_inv_30: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_30 p1 p2 s"
  unfolding init_def by (auto simp: inv_30_def start_Init_def)

lemma init_invs_30: "f \<in> invs_30 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_30_def by (auto intro: init_inv_30)

lemma init_inv_31: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_31 p1 p2 s"
  unfolding init_def by (auto simp: inv_31_def start_Init_def)

lemma init_invs_31: "f \<in> invs_31 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_31_def by (auto intro: init_inv_31)

lemma init_inv_32: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_32 p1 s"
  unfolding init_def by (auto simp: inv_32_def start_Init_def)

lemma init_invs_32: "f \<in> invs_32 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_32_def by (auto intro: init_inv_32)

lemma init_inv_33: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_33 p1 s"
  unfolding init_def by (auto simp: inv_33_def start_Init_def)

lemma init_invs_33: "f \<in> invs_33 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_33_def by (auto intro: init_inv_33)

lemma init_inv_34: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_34 p1 s"
  unfolding init_def by (auto simp: inv_34_def start_Init_def)

lemma init_invs_34: "f \<in> invs_34 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_34_def by (auto intro: init_inv_34)

lemma init_inv_35: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_35 p1 s"
  unfolding init_def by (auto simp: inv_35_def start_Init_def)

lemma init_invs_35: "f \<in> invs_35 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_35_def by (auto intro: init_inv_35)

lemma init_inv_36: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_36 p1 s"
  unfolding init_def by (auto simp: inv_36_def start_Init_def)

lemma init_invs_36: "f \<in> invs_36 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_36_def by (auto intro: init_inv_36)

lemma init_inv_37: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_37 p1 p2 s"
  unfolding init_def by (auto simp: inv_37_def start_Init_def)

lemma init_invs_37: "f \<in> invs_37 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_37_def by (auto intro: init_inv_37)

lemma init_inv_38: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_38 p1 p2 s"
  unfolding init_def by (auto simp: inv_38_def start_Init_def)

lemma init_invs_38: "f \<in> invs_38 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_38_def by (auto intro: init_inv_38)

lemma init_inv_39: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_39 p1 s"
  unfolding init_def by (auto simp: inv_39_def start_Init_def)

lemma init_invs_39: "f \<in> invs_39 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_39_def by (auto intro: init_inv_39)

lemma init_inv_40: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_40 p1 s"
  unfolding init_def by (auto simp: inv_40_def start_Init_def)

lemma init_invs_40: "f \<in> invs_40 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_40_def by (auto intro: init_inv_40)

lemma init_inv_41: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_41 p1 s"
  unfolding init_def by (auto simp: inv_41_def start_Init_def)

lemma init_invs_41: "f \<in> invs_41 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_41_def by (auto intro: init_inv_41)

lemma init_inv_42: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_42 p1 p2 s"
  unfolding init_def by (auto simp: inv_42_def start_Init_def)

lemma init_invs_42: "f \<in> invs_42 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_42_def by (auto intro: init_inv_42)

lemma init_inv_43: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_43 p1 s"
  unfolding init_def by (auto simp: inv_43_def start_Init_def)

lemma init_invs_43: "f \<in> invs_43 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_43_def by (auto intro: init_inv_43)

lemma init_inv_44: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_44 p1 p2 s"
  unfolding init_def by (auto simp: inv_44_def start_Init_def)

lemma init_invs_44: "f \<in> invs_44 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_44_def by (auto intro: init_inv_44)

lemma init_inv_45: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_45 p1 p2 s"
  unfolding init_def by (auto simp: inv_45_def start_Init_def)

lemma init_invs_45: "f \<in> invs_45 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_45_def by (auto intro: init_inv_45)

lemma init_inv_46: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_46 p1 p2 s"
  unfolding init_def by (auto simp: inv_46_def start_Init_def)

lemma init_invs_46: "f \<in> invs_46 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_46_def by (auto intro: init_inv_46)

lemma init_inv_47: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_47 p1 p2 s"
  unfolding init_def by (auto simp: inv_47_def start_Init_def)

lemma init_invs_47: "f \<in> invs_47 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_47_def by (auto intro: init_inv_47)

lemma init_inv_48: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_48 p1 p2 s"
  unfolding init_def by (auto simp: inv_48_def start_Init_def)

lemma init_invs_48: "f \<in> invs_48 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_48_def by (auto intro: init_inv_48)

lemma init_inv_49: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_49 p1 p2 s"
  unfolding init_def by (auto simp: inv_49_def start_Init_def)

lemma init_invs_49: "f \<in> invs_49 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_49_def by (auto intro: init_inv_49)

lemma init_inv_50: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_50 p1 p2 s"
  unfolding init_def by (auto simp: inv_50_def start_Init_def)

lemma init_invs_50: "f \<in> invs_50 N M \<Longrightarrow> init N M s \<Longrightarrow> f s"
  unfolding invs_50_def by (auto intro: init_inv_50)

lemma init_invs:
  assumes "f \<in> invs N M" "init N M s"
  shows "f s"
  using assms(1)[unfolded invs_def]
  apply (elim UnE)
  apply (erule init_invs_1[OF _ assms(2)])
  apply (erule init_invs_2[OF _ assms(2)])
  apply (erule init_invs_3[OF _ assms(2)])
  apply (erule init_invs_4[OF _ assms(2)])
  apply (erule init_invs_5[OF _ assms(2)])
  apply (erule init_invs_6[OF _ assms(2)])
  apply (erule init_invs_7[OF _ assms(2)])
  apply (erule init_invs_8[OF _ assms(2)])
  apply (erule init_invs_9[OF _ assms(2)])
  apply (erule init_invs_10[OF _ assms(2)])
  apply (erule init_invs_11[OF _ assms(2)])
  apply (erule init_invs_12[OF _ assms(2)])
  apply (erule init_invs_13[OF _ assms(2)])
  apply (erule init_invs_14[OF _ assms(2)])
  apply (erule init_invs_15[OF _ assms(2)])
  apply (erule init_invs_16[OF _ assms(2)])
  apply (erule init_invs_17[OF _ assms(2)])
  apply (erule init_invs_18[OF _ assms(2)])
  apply (erule init_invs_19[OF _ assms(2)])
  apply (erule init_invs_20[OF _ assms(2)])
  apply (erule init_invs_21[OF _ assms(2)])
  apply (erule init_invs_22[OF _ assms(2)])
  apply (erule init_invs_23[OF _ assms(2)])
  apply (erule init_invs_24[OF _ assms(2)])
  apply (erule init_invs_25[OF _ assms(2)])
  apply (erule init_invs_26[OF _ assms(2)])
  apply (erule init_invs_27[OF _ assms(2)])
  apply (erule init_invs_28[OF _ assms(2)])
  apply (erule init_invs_29[OF _ assms(2)])
  apply (erule init_invs_30[OF _ assms(2)])
  apply (erule init_invs_31[OF _ assms(2)])
  apply (erule init_invs_32[OF _ assms(2)])
  apply (erule init_invs_33[OF _ assms(2)])
  apply (erule init_invs_34[OF _ assms(2)])
  apply (erule init_invs_35[OF _ assms(2)])
  apply (erule init_invs_36[OF _ assms(2)])
  apply (erule init_invs_37[OF _ assms(2)])
  apply (erule init_invs_38[OF _ assms(2)])
  apply (erule init_invs_39[OF _ assms(2)])
  apply (erule init_invs_40[OF _ assms(2)])
  apply (erule init_invs_41[OF _ assms(2)])
  apply (erule init_invs_42[OF _ assms(2)])
  apply (erule init_invs_43[OF _ assms(2)])
  apply (erule init_invs_44[OF _ assms(2)])
  apply (erule init_invs_45[OF _ assms(2)])
  apply (erule init_invs_46[OF _ assms(2)])
  apply (erule init_invs_47[OF _ assms(2)])
  apply (erule init_invs_48[OF _ assms(2)])
  apply (erule init_invs_49[OF _ assms(2)])
  apply (erule init_invs_50[OF _ assms(2)])
  done

lemma step_invs:
  assumes "f \<in> invs N M" "r \<in> rules N M"
  shows "invHoldForRule f r (invs N M)"
  using assms(1)[unfolded invs_def]
  apply (elim UnE)
  apply (erule invs_1_step[OF _ assms(2)])
  apply (erule invs_2_step[OF _ assms(2)])
  apply (erule invs_3_step[OF _ assms(2)])
  apply (erule invs_4_step[OF _ assms(2)])
  apply (erule invs_5_step[OF _ assms(2)])
  apply (erule invs_6_step[OF _ assms(2)])
  apply (erule invs_7_step[OF _ assms(2)])
  apply (erule invs_8_step[OF _ assms(2)])
  apply (erule invs_9_step[OF _ assms(2)])
  apply (erule invs_10_step[OF _ assms(2)])
  apply (erule invs_11_step[OF _ assms(2)])
  apply (erule invs_12_step[OF _ assms(2)])
  apply (erule invs_13_step[OF _ assms(2)])
  apply (erule invs_14_step[OF _ assms(2)])
  apply (erule invs_15_step[OF _ assms(2)])
  apply (erule invs_16_step[OF _ assms(2)])
  apply (erule invs_17_step[OF _ assms(2)])
  apply (erule invs_18_step[OF _ assms(2)])
  apply (erule invs_19_step[OF _ assms(2)])
  apply (erule invs_20_step[OF _ assms(2)])
  apply (erule invs_21_step[OF _ assms(2)])
  apply (erule invs_22_step[OF _ assms(2)])
  apply (erule invs_23_step[OF _ assms(2)])
  apply (erule invs_24_step[OF _ assms(2)])
  apply (erule invs_25_step[OF _ assms(2)])
  apply (erule invs_26_step[OF _ assms(2)])
  apply (erule invs_27_step[OF _ assms(2)])
  apply (erule invs_28_step[OF _ assms(2)])
  apply (erule invs_29_step[OF _ assms(2)])
  apply (erule invs_30_step[OF _ assms(2)])
  apply (erule invs_31_step[OF _ assms(2)])
  apply (erule invs_32_step[OF _ assms(2)])
  apply (erule invs_33_step[OF _ assms(2)])
  apply (erule invs_34_step[OF _ assms(2)])
  apply (erule invs_35_step[OF _ assms(2)])
  apply (erule invs_36_step[OF _ assms(2)])
  apply (erule invs_37_step[OF _ assms(2)])
  apply (erule invs_38_step[OF _ assms(2)])
  apply (erule invs_39_step[OF _ assms(2)])
  apply (erule invs_40_step[OF _ assms(2)])
  apply (erule invs_41_step[OF _ assms(2)])
  apply (erule invs_42_step[OF _ assms(2)])
  apply (erule invs_43_step[OF _ assms(2)])
  apply (erule invs_44_step[OF _ assms(2)])
  apply (erule invs_45_step[OF _ assms(2)])
  apply (erule invs_46_step[OF _ assms(2)])
  apply (erule invs_47_step[OF _ assms(2)])
  apply (erule invs_48_step[OF _ assms(2)])
  apply (erule invs_49_step[OF _ assms(2)])
  apply (erule invs_50_step[OF _ assms(2)])
  done

theorem invs_reachable:
  assumes "s \<in> reachable (init N M) (rules N M)"
  shows "\<forall>f\<in>invs N M. f s"
proof (rule consistency[OF _ _ assms(1)])
  fix f t
  assume "f \<in> invs N M" "init N M t"
  then show "f t" by (rule init_invs)
next
  fix f r
  assume "f \<in> invs N M" "r \<in> rules N M"
  then show "invHoldForRule f r (invs N M)" by (rule step_invs)
qed

text \<open>Property CntrlProp.\<close>

definition prop_CntrlProp :: "nat \<Rightarrow> nat \<Rightarrow> nat \<Rightarrow> nat \<Rightarrow> state \<Rightarrow> bool" where
  "prop_CntrlProp N M i j s \<longleftrightarrow> ((i \<noteq> j) \<longrightarrow> ((s (V_Cache_State i) = E_E) \<longrightarrow> (s (V_Cache_State j) \<noteq> E_E)))"

theorem prop_CntrlProp_holds:
  assumes "s \<in> reachable (init N M) (rules N M)" "i \<in> (idx_NODE N)" "j \<in> (idx_NODE N)"
  shows "prop_CntrlProp N M i j s"
proof -
  have H: "\<forall>f\<in>invs N M. f s"
    using assms(1) by (rule invs_reachable)
  have I1: "i \<in> (idx_NODE N) \<longrightarrow> j \<in> (idx_NODE N) \<longrightarrow> i \<noteq> j \<longrightarrow> inv_1 i j s"
    by (intro impI) (rule inv_1_hold[OF H])
  show ?thesis
    using assms I1
    by (unfold prop_CntrlProp_def inv_1_def imp_conv_disj) (auto)
qed

text \<open>Property DataProp.\<close>

definition prop_DataProp_1 :: "nat \<Rightarrow> nat \<Rightarrow> state \<Rightarrow> bool" where
  "prop_DataProp_1 N M s \<longleftrightarrow> ((s V_ExGntd = BoolV False) \<longrightarrow> (s V_MemData = s V_AuxData))"

theorem prop_DataProp_1_holds:
  assumes "s \<in> reachable (init N M) (rules N M)"
  shows "prop_DataProp_1 N M s"
proof -
  have H: "\<forall>f\<in>invs N M. f s"
    using assms(1) by (rule invs_reachable)
  have I1: "inv_2 s"
    by (rule inv_2_hold[OF H])
  show ?thesis
    using assms I1
    by (unfold prop_DataProp_1_def inv_2_def imp_conv_disj) (auto)
qed

text \<open>Property DataProp.\<close>

definition prop_DataProp_2 :: "nat \<Rightarrow> nat \<Rightarrow> nat \<Rightarrow> state \<Rightarrow> bool" where
  "prop_DataProp_2 N M i s \<longleftrightarrow> ((s (V_Cache_State i) \<noteq> E_I) \<longrightarrow> (s (V_Cache_Data i) = s V_AuxData))"

theorem prop_DataProp_2_holds:
  assumes "s \<in> reachable (init N M) (rules N M)" "i \<in> (idx_NODE N)"
  shows "prop_DataProp_2 N M i s"
proof -
  have H: "\<forall>f\<in>invs N M. f s"
    using assms(1) by (rule invs_reachable)
  have I1: "i \<in> (idx_NODE N) \<longrightarrow> inv_3 i s"
    by (intro impI) (rule inv_3_hold[OF H])
  show ?thesis
    using assms I1
    by (unfold prop_DataProp_2_def inv_3_def imp_conv_disj) (auto)
qed

theorem properties:
  assumes "s \<in> reachable (init N M) (rules N M)"
  shows "(\<forall>i\<in>(idx_NODE N). \<forall>j\<in>(idx_NODE N). prop_CntrlProp N M i j s) \<and> prop_DataProp_1 N M s \<and> (\<forall>i\<in>(idx_NODE N). prop_DataProp_2 N M i s)"
  using assms by (auto intro: prop_CntrlProp_holds prop_DataProp_1_holds prop_DataProp_2_holds)

end
