// Package instance loads the instances of a model that find and the main job explore and chooses them: the reference instance's sizes, the larger and smaller instances taken as the search's evidence, and their exploration.
package instance
