var x : 0..99999999999;  -- ### "unsupported: subrange 0..99999999999 has more than 4294967296 values"
startstate x := 0 end;
