var rule : boolean;  -- ### "syntax error"
startstate end;
