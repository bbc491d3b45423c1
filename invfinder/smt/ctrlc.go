package smt

// This file turns off Z3's own Ctrl-C handling on the solvers the
// package makes. By default each Z3_solver_check installs a SIGINT
// handler of Z3's for the length of the check (with signal(2), without
// the flags Go's handlers need) and puts back the one it found; two
// checks in two goroutines leave Z3's installed, pointing at a check that
// has ended, and a Ctrl-C then crashes the process (TestInterruptDuringChecks).
// The solver parameter ctrl_c=false leaves SIGINT to the program, whose
// budget stops the run with its summary. go-z3 has no call for a
// solver's parameters, so its C handles are read from its (pinned)
// structures.

/*
#cgo LDFLAGS: -lz3
#include <z3.h>

static void paraverify_no_ctrl_c(void *c, void *s) {
	Z3_context ctx = (Z3_context)c;
	Z3_params p = Z3_mk_params(ctx);
	Z3_params_inc_ref(ctx, p);
	Z3_params_set_bool(ctx, p, Z3_mk_string_symbol(ctx, "ctrl_c"), false);
	Z3_solver_set_params(ctx, (Z3_solver)s, p);
	Z3_params_dec_ref(ctx, p);
}
*/
import "C"

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/aclements/go-z3/z3"
)

// newSolver returns a new solver of ctx, with ctrl_c=false.
func newSolver(ctx *z3.Context) (*z3.Solver, error) {
	s := z3.NewSolver(ctx)
	c, err := cHandle(reflect.ValueOf(ctx), "contextImpl")
	if err != nil {
		return nil, err
	}
	h, err := cHandle(reflect.ValueOf(s), "solverImpl")
	if err != nil {
		return nil, err
	}
	C.paraverify_no_ctrl_c(c, h)
	return s, nil
}

// cHandle returns the C pointer in field c of the embedded *impl of the
// go-z3 object v points to.
func cHandle(v reflect.Value, impl string) (unsafe.Pointer, error) {
	f := v.Elem().FieldByName(impl)
	if !f.IsValid() || f.Kind() != reflect.Pointer || f.IsNil() {
		return nil, fmt.Errorf("smt: go-z3's %s has no %s", v.Type(), impl)
	}
	c := f.Elem().FieldByName("c")
	if !c.IsValid() || c.Kind() != reflect.Pointer || c.Type().Size() != unsafe.Sizeof(unsafe.Pointer(nil)) {
		return nil, fmt.Errorf("smt: go-z3's %s has no C handle", impl)
	}
	return *(*unsafe.Pointer)(unsafe.Pointer(c.UnsafeAddr())), nil
}
