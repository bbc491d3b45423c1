var x : boolean;
startstate x := true;
