// Package index is the lowering pass that makes an array index reading state the rules change (Chan2[CurPtr]) a parameter of its rule.
package index
