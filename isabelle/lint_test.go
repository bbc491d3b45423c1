package isabelle

import (
	"strings"
	"testing"
)

func TestLint(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // substring of the first finding, "" for none
	}{
		{`using inv_1_hold[where p1 = i and p2 = j, OF H]`, "instantiation of p1 by name"},
		{`using inv_1_hold[where ?p1.0 = i, OF H]`, "instantiation of ?p1.0 by name"},
		{`using foo[where x' = i]`, "instantiation of x' by name"},
		{`using inv_1_hold[OF H, of i j]`, "instantiation by position"},
		{`using inv_1_hold[of i j]`, "instantiation by position"},
		{`  by (auto intro!: hold3[where G = "{inv_1 p1 p2}"] inv_1_in`, ""},
		{`definition r_Try :: "nat \<Rightarrow> state rule" where`, ""},
		{`  obtains (r_Try) i where "i \<in> (idx_client N)"`, ""},
		{`text \<open>The values, of client [of x] sorry.\<close>`, ""},
		{`  by (rule inv_1_hold[OF H])`, ""},
		{`lemma x: "True" sorry`, "sorry"},
		{`  oops`, "oops"},
		{`definition prop :: "state \<Rightarrow> bool" where`, "keyword of Isabelle (prop)"},
		{`definition property :: "state \<Rightarrow> bool" where`, ""},
		{`lemma value: "True"`, "keyword of Isabelle (value)"},
	} {
		got := Lint("T.thy", tc.text)
		if tc.want == "" {
			if len(got) > 0 {
				t.Errorf("%q: unexpected %v", tc.text, got)
			}
			continue
		}
		if len(got) == 0 || !strings.Contains(got[0], tc.want) {
			t.Errorf("%q: got %v, want %q", tc.text, got, tc.want)
		}
	}
	// Line numbers survive multi-line cartouches.
	got := Lint("T.thy", "text \\<open>a\nb\\<close>\nfoo[of x]")
	if len(got) != 1 || !strings.HasPrefix(got[0], "T.thy:3:") {
		t.Errorf("line numbers: %v", got)
	}
}
