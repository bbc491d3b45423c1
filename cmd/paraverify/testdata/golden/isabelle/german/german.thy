theory german
  imports german_Invs_1 german_Invs_2 german_Invs_3 german_Invs_4
begin

text \<open>The protocol of german.m satisfies its properties for every size.\<close>

lemma init_inv_1: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_1 p1 p2 s"
  unfolding init_def by (auto simp: inv_1_def start_Init_def Let_def)

lemma init_inv_2: "init N M s \<Longrightarrow> inv_2 s"
  unfolding init_def by (auto simp: inv_2_def start_Init_def Let_def)

lemma init_inv_3: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_3 p1 s"
  unfolding init_def by (auto simp: inv_3_def start_Init_def Let_def)

lemma init_inv_4: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_4 p1 s"
  unfolding init_def by (auto simp: inv_4_def start_Init_def Let_def)

lemma init_inv_5: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_5 p1 s"
  unfolding init_def by (auto simp: inv_5_def start_Init_def Let_def)

lemma init_inv_6: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_6 p1 s"
  unfolding init_def by (auto simp: inv_6_def start_Init_def Let_def)

lemma init_inv_7: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_7 p1 p2 s"
  unfolding init_def by (auto simp: inv_7_def start_Init_def Let_def)

lemma init_inv_8: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_8 p1 s"
  unfolding init_def by (auto simp: inv_8_def start_Init_def Let_def)

lemma init_inv_9: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_9 p1 p2 s"
  unfolding init_def by (auto simp: inv_9_def start_Init_def Let_def)

lemma init_inv_10: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_10 p1 s"
  unfolding init_def by (auto simp: inv_10_def start_Init_def Let_def)

lemma init_inv_11: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_11 p1 s"
  unfolding init_def by (auto simp: inv_11_def start_Init_def Let_def)

lemma init_inv_12: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_12 p1 p2 s"
  unfolding init_def by (auto simp: inv_12_def start_Init_def Let_def)

lemma init_inv_13: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_13 p1 s"
  unfolding init_def by (auto simp: inv_13_def start_Init_def Let_def)

lemma init_inv_14: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_14 p1 p2 s"
  unfolding init_def by (auto simp: inv_14_def start_Init_def Let_def)

lemma init_inv_15: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_15 p1 s"
  unfolding init_def by (auto simp: inv_15_def start_Init_def Let_def)

lemma init_inv_16: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_16 p1 p2 s"
  unfolding init_def by (auto simp: inv_16_def start_Init_def Let_def)

lemma init_inv_17: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_17 p1 s"
  unfolding init_def by (auto simp: inv_17_def start_Init_def Let_def)

lemma init_inv_18: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_18 p1 s"
  unfolding init_def by (auto simp: inv_18_def start_Init_def Let_def)

lemma init_inv_19: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_19 p1 s"
  unfolding init_def by (auto simp: inv_19_def start_Init_def Let_def)

lemma init_inv_20: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_20 p1 s"
  unfolding init_def by (auto simp: inv_20_def start_Init_def Let_def)

lemma init_inv_21: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_21 p1 p2 s"
  unfolding init_def by (auto simp: inv_21_def start_Init_def Let_def)

lemma init_inv_22: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_22 p1 p2 s"
  unfolding init_def by (auto simp: inv_22_def start_Init_def Let_def)

lemma init_inv_23: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_23 p1 p2 s"
  unfolding init_def by (auto simp: inv_23_def start_Init_def Let_def)

lemma init_inv_24: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_24 p1 s"
  unfolding init_def by (auto simp: inv_24_def start_Init_def Let_def)

lemma init_inv_25: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_25 p1 s"
  unfolding init_def by (auto simp: inv_25_def start_Init_def Let_def)

lemma init_inv_26: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_26 p1 s"
  unfolding init_def by (auto simp: inv_26_def start_Init_def Let_def)

lemma init_inv_27: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_27 p1 s"
  unfolding init_def by (auto simp: inv_27_def start_Init_def Let_def)

lemma init_inv_28: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_28 p1 s"
  unfolding init_def by (auto simp: inv_28_def start_Init_def Let_def)

lemma init_inv_29: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_29 p1 s"
  unfolding init_def by (auto simp: inv_29_def start_Init_def Let_def)

lemma init_inv_30: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_30 p1 s"
  unfolding init_def by (auto simp: inv_30_def start_Init_def Let_def)

lemma init_inv_31: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_31 p1 p2 s"
  unfolding init_def by (auto simp: inv_31_def start_Init_def Let_def)

lemma init_inv_32: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_32 p1 p2 s"
  unfolding init_def by (auto simp: inv_32_def start_Init_def Let_def)

lemma init_inv_33: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_33 p1 s"
  unfolding init_def by (auto simp: inv_33_def start_Init_def Let_def)

lemma init_inv_34: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_34 p1 s"
  unfolding init_def by (auto simp: inv_34_def start_Init_def Let_def)

lemma init_inv_35: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_35 p1 s"
  unfolding init_def by (auto simp: inv_35_def start_Init_def Let_def)

lemma init_inv_36: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_36 p1 s"
  unfolding init_def by (auto simp: inv_36_def start_Init_def Let_def)

lemma init_inv_37: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_37 p1 p2 s"
  unfolding init_def by (auto simp: inv_37_def start_Init_def Let_def)

lemma init_inv_38: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_38 p1 p2 s"
  unfolding init_def by (auto simp: inv_38_def start_Init_def Let_def)

lemma init_inv_39: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_39 p1 s"
  unfolding init_def by (auto simp: inv_39_def start_Init_def Let_def)

lemma init_inv_40: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_40 p1 s"
  unfolding init_def by (auto simp: inv_40_def start_Init_def Let_def)

lemma init_inv_41: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_41 p1 s"
  unfolding init_def by (auto simp: inv_41_def start_Init_def Let_def)

lemma init_inv_42: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_42 p1 p2 s"
  unfolding init_def by (auto simp: inv_42_def start_Init_def Let_def)

lemma init_inv_43: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> inv_43 p1 s"
  unfolding init_def by (auto simp: inv_43_def start_Init_def Let_def)

lemma init_inv_44: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_44 p1 p2 s"
  unfolding init_def by (auto simp: inv_44_def start_Init_def Let_def)

lemma init_inv_45: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_45 p1 p2 s"
  unfolding init_def by (auto simp: inv_45_def start_Init_def Let_def)

lemma init_inv_46: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_46 p1 p2 s"
  unfolding init_def by (auto simp: inv_46_def start_Init_def Let_def)

lemma init_inv_47: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_47 p1 p2 s"
  unfolding init_def by (auto simp: inv_47_def start_Init_def Let_def)

lemma init_inv_48: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_48 p1 p2 s"
  unfolding init_def by (auto simp: inv_48_def start_Init_def Let_def)

lemma init_inv_49: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_49 p1 p2 s"
  unfolding init_def by (auto simp: inv_49_def start_Init_def Let_def)

lemma init_inv_50: "init N M s \<Longrightarrow> p1 \<in> (idx_NODE N) \<Longrightarrow> p2 \<in> (idx_NODE N) \<Longrightarrow> p1 \<noteq> p2 \<Longrightarrow> inv_50 p1 p2 s"
  unfolding init_def by (auto simp: inv_50_def start_Init_def Let_def)

lemma init_invs:
  assumes "f \<in> invs N M" "init N M s"
  shows "f s"
  using assms(1) by (cases rule: invs_cases)
    (auto intro: init_inv_1[OF assms(2)] init_inv_2[OF assms(2)] init_inv_3[OF assms(2)]
      init_inv_4[OF assms(2)] init_inv_5[OF assms(2)] init_inv_6[OF assms(2)]
      init_inv_7[OF assms(2)] init_inv_8[OF assms(2)] init_inv_9[OF assms(2)]
      init_inv_10[OF assms(2)] init_inv_11[OF assms(2)] init_inv_12[OF assms(2)]
      init_inv_13[OF assms(2)] init_inv_14[OF assms(2)] init_inv_15[OF assms(2)]
      init_inv_16[OF assms(2)] init_inv_17[OF assms(2)] init_inv_18[OF assms(2)]
      init_inv_19[OF assms(2)] init_inv_20[OF assms(2)] init_inv_21[OF assms(2)]
      init_inv_22[OF assms(2)] init_inv_23[OF assms(2)] init_inv_24[OF assms(2)]
      init_inv_25[OF assms(2)] init_inv_26[OF assms(2)] init_inv_27[OF assms(2)]
      init_inv_28[OF assms(2)] init_inv_29[OF assms(2)] init_inv_30[OF assms(2)]
      init_inv_31[OF assms(2)] init_inv_32[OF assms(2)] init_inv_33[OF assms(2)]
      init_inv_34[OF assms(2)] init_inv_35[OF assms(2)] init_inv_36[OF assms(2)]
      init_inv_37[OF assms(2)] init_inv_38[OF assms(2)] init_inv_39[OF assms(2)]
      init_inv_40[OF assms(2)] init_inv_41[OF assms(2)] init_inv_42[OF assms(2)]
      init_inv_43[OF assms(2)] init_inv_44[OF assms(2)] init_inv_45[OF assms(2)]
      init_inv_46[OF assms(2)] init_inv_47[OF assms(2)] init_inv_48[OF assms(2)]
      init_inv_49[OF assms(2)] init_inv_50[OF assms(2)])

lemma step_invs:
  assumes "f \<in> invs N M" "r \<in> rules N M"
  shows "invHoldForRule f r (invs N M)"
  using assms(1) by (cases rule: invs_cases)
    (auto intro: inv_1_step[OF assms(2)] inv_2_step[OF assms(2)] inv_3_step[OF assms(2)]
      inv_4_step[OF assms(2)] inv_5_step[OF assms(2)] inv_6_step[OF assms(2)]
      inv_7_step[OF assms(2)] inv_8_step[OF assms(2)] inv_9_step[OF assms(2)]
      inv_10_step[OF assms(2)] inv_11_step[OF assms(2)] inv_12_step[OF assms(2)]
      inv_13_step[OF assms(2)] inv_14_step[OF assms(2)] inv_15_step[OF assms(2)]
      inv_16_step[OF assms(2)] inv_17_step[OF assms(2)] inv_18_step[OF assms(2)]
      inv_19_step[OF assms(2)] inv_20_step[OF assms(2)] inv_21_step[OF assms(2)]
      inv_22_step[OF assms(2)] inv_23_step[OF assms(2)] inv_24_step[OF assms(2)]
      inv_25_step[OF assms(2)] inv_26_step[OF assms(2)] inv_27_step[OF assms(2)]
      inv_28_step[OF assms(2)] inv_29_step[OF assms(2)] inv_30_step[OF assms(2)]
      inv_31_step[OF assms(2)] inv_32_step[OF assms(2)] inv_33_step[OF assms(2)]
      inv_34_step[OF assms(2)] inv_35_step[OF assms(2)] inv_36_step[OF assms(2)]
      inv_37_step[OF assms(2)] inv_38_step[OF assms(2)] inv_39_step[OF assms(2)]
      inv_40_step[OF assms(2)] inv_41_step[OF assms(2)] inv_42_step[OF assms(2)]
      inv_43_step[OF assms(2)] inv_44_step[OF assms(2)] inv_45_step[OF assms(2)]
      inv_46_step[OF assms(2)] inv_47_step[OF assms(2)] inv_48_step[OF assms(2)]
      inv_49_step[OF assms(2)] inv_50_step[OF assms(2)])

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
  have I1: "i \<in> (idx_NODE N) \<Longrightarrow> j \<in> (idx_NODE N) \<Longrightarrow> i \<noteq> j \<Longrightarrow> inv_1 i j s"
    by (rule inv_1_hold[OF H])
  have I2: "j \<in> (idx_NODE N) \<Longrightarrow> i \<in> (idx_NODE N) \<Longrightarrow> j \<noteq> i \<Longrightarrow> inv_1 j i s"
    by (rule inv_1_hold[OF H])
  show ?thesis
    using assms I1 I2
    by (auto simp: prop_CntrlProp_def inv_1_def)
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
    by (auto simp: prop_DataProp_1_def inv_2_def)
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
  have I1: "inv_2 s"
    by (rule inv_2_hold[OF H])
  have I2: "i \<in> (idx_NODE N) \<Longrightarrow> inv_3 i s"
    by (rule inv_3_hold[OF H])
  show ?thesis
    using assms I1 I2
    by (auto simp: prop_DataProp_2_def inv_2_def inv_3_def)
qed

theorem properties:
  assumes "s \<in> reachable (init N M) (rules N M)"
  shows "(\<forall>i\<in>(idx_NODE N). \<forall>j\<in>(idx_NODE N). prop_CntrlProp N M i j s) \<and> prop_DataProp_1 N M s \<and> (\<forall>i\<in>(idx_NODE N). prop_DataProp_2 N M i s)"
  using assms by (auto intro: prop_CntrlProp_holds prop_DataProp_1_holds prop_DataProp_2_holds)

end
