package evidence

// KeyOf is keyOf, for the tests (package evidence_test).
var KeyOf = keyOf

// CacheKey is cacheKey.
type CacheKey = cacheKey
