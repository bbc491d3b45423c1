// Package job runs find and the main job: choose and explore the reference instance, search for the invariants, re-check them, generate the proof and write the output directory.
package job
