-- nothing but a comment
/* and a block comment */
