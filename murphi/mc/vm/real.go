package vm

// This file implements the encoding of CMurphi's real numbers in leaves. A
// real value is carried as the bits of a float64 (check.RealValue); a real
// leaf holds them XORed with a NaN pattern no arithmetic produces, so that
// its raw 0 still means undefined.

import (
	"fmt"
	"strconv"

	"paraverify/murphi/check"
)

// realNaN is the float64 bit pattern that a real leaf's raw 0 stands for.
const realNaN = 0x7ff4deadbeef0001

// RealRaw is the raw leaf value that holds the real v.
func RealRaw(v int64) uint64 { return uint64(v) ^ realNaN }

// RawReal is the real that the raw leaf value raw holds.
func RawReal(raw uint64) int64 { return int64(raw ^ realNaN) }

// isRealLeaf reports whether a leaf holds a real.
func isRealLeaf(lf *Leaf) bool { return check.IsReal(lf.Type) }

// realString prints a real leaf's raw value.
func realString(lf *Leaf, raw uint64) string {
	t := lf.Type.(*check.RealType)
	f := check.RealValue(RawReal(raw))
	if t.Precision < 1 {
		return fmt.Sprint(f)
	}
	return strconv.FormatFloat(f, 'e', int(t.Precision-1), 64)
}
