// Package job runs find and the main job: search for the invariants on the reference instance's evidence (deeper, larger, smaller instances from package instance), re-check them, generate the proof and write the output directory.
package job
