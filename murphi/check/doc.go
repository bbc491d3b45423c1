// Package check resolves names, evaluates constants and computes types of a parsed Murphi model, producing the checked Model.
//
// Check follows CMurphi 5.4.9. It walks the declarations once, in source
// order, so a name must be declared before it is used (procedures may call
// themselves). Scopes nest as in CMurphi: the predeclared boolean, true and
// false belong to the global scope; a procedure's formals form one scope
// and its local declarations an inner one (a local may hide a formal); a
// rule's guard is outside the scope of the rule's local declarations;
// rulesets, forall, exists, for and alias open their own scopes. A
// quantifier variable may not hide an enclosing quantifier variable or
// alias (CMurphi: "Ruleset declaration shadows enclosing Ruleset or
// Alias"); any other inner declaration hides outer ones.
//
// Constants are evaluated as int64; -D overrides (Config.Consts) replace
// the value of a global integer constant where it is declared, so every
// later constant, bound and size sees the override.
//
// Type compatibility (Assignable, and comparable for = and !=):
//   - integer literals, arithmetic results and all subranges mix freely;
//     constants are checked against subrange bounds where they are
//     assigned, passed, returned or used as an index;
//   - an enum or scalarset type is compatible only with itself (a named
//     type that renames another is the same type);
//   - a union is compatible with each of its members and with a union
//     sharing a member (the member is checked at run time);
//   - arrays and records are compatible when structurally identical (same
//     index type, field names and element/field types, with identical
//     subrange bounds). CMurphi compares the declarations themselves; the
//     structural rule accepts every model CMurphi accepts;
//   - = and != also apply to arrays and records of compatible types
//     (CMurphi 5.4.9 itself only compares simple types);
//   - a var parameter needs a writable designator of the formal's type
//     (integer subranges aside), as in CMurphi;
//   - reals (CMurphi's real(p, e)) mix with integers in arithmetic and
//     comparisons, an integer may be stored in a real, not the reverse;
//   - multisets are compatible when their sizes and element types are;
//     only choose, multisetcount and multisetremovepred variables index
//     them.
//
// As CMurphi, the checker accepts bounds of for, forall and exists that
// are computed at run time (Dynamic quantifiers), an alias of a constant
// as a constant, and a constant out of range (a warning: the model
// checker reports the error where it is executed).
//
// Every error is reported, sorted by position; the wording of each kind
// is shared with the bad-input corpus in testdata/bad.
//
// The checked model itself (types and their values, objects, rule
// families, Model, the compatibility relation and the subrange symmetry
// analysis) is defined in package sem; check re-exports it under the same
// names, so the later stages import check only.
package check
