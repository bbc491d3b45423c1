// Package rewrite holds what the lowering passes share: fresh names, deep copies of syntax trees with a replacement hook, and rebuilding rules around new bodies.
package rewrite
