package main

import (
	"strings"
	"testing"
	"time"
)

// TestHeartbeatWriter: progress updates become the heartbeat's latest
// line, messages pass through at once, and a new stage forgets the old
// stage's progress.
func TestHeartbeatWriter(t *testing.T) {
	var out strings.Builder
	h := startHeartbeat(&out, time.Hour)
	defer h.stop()
	for _, tc := range []struct {
		write, latest, out string
	}{
		{"\r1000 states, 20 queued, 5000 states/s, 12 MiB   ", "1000 states, 20 queued, 5000 states/s, 12 MiB", ""},
		{"\r\033[K", "1000 states, 20 queued, 5000 states/s, 12 MiB", ""},
		{"\rsearch: 3 invariants, 40 relations\033[K\n", "search: 3 invariants, 40 relations", ""},
		{"\nthe search did not close on the first 10 states; again on 80\n", "search: 3 invariants, 40 relations", "the search did not close on the first 10 states; again on 80\n"},
	} {
		out.Reset()
		if _, err := h.Write([]byte(tc.write)); err != nil {
			t.Fatal(err)
		}
		if h.latest != tc.latest || out.String() != tc.out {
			t.Errorf("after %q: latest %q, out %q; want %q, %q", tc.write, h.latest, out.String(), tc.latest, tc.out)
		}
	}
	h.at("done: search")
	if h.latest != "" || h.stage != "done: search" {
		t.Errorf("after a new stage: stage %q, latest %q", h.stage, h.latest)
	}
}
