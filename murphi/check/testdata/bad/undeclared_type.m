var x : Node;  -- ### "undeclared name: Node"
startstate end;
