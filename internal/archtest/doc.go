// Package archtest holds a test that enforces the project's import rules (data flows parse -> check -> explore -> find -> generalize -> emit).
package archtest
