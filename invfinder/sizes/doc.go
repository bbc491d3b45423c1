// Package sizes chooses the sizes of the search's reference instance: the model's constants that only size symmetric index types (SizeConsts), with the smallest values that give the properties' parameters distinct values.
package sizes
