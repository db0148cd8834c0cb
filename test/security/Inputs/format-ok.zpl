program formatok;
var i : integer;
    l : long;
    d : double;
    c : char;
    b : boolean;
    s : string;
procedure formatok();
begin
  i := -42; l := 5000000000; d := 3.25; c := 'z'; b := true; s := "hi";
  writeln("[%5d]":i, " [%x]":255, " [%+d%%]":i);
  writeln("[%d]":l, " [%-12x]":l);
  writeln("[%8.3f]":d, " [%e]":d, " [%g]":d);
  -- C's length modifiers, as programs written for printf use them, are dropped
  -- and the right one supplied.
  writeln("[%ld]":i, " [%lld]":l, " [%hd]":l, " [%Lf]":d);
  writeln("[%3c]":c, " [%c]":65, " [%-6s]":b, " [%5s]":s);
end;
