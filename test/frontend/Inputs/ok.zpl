program ok;
var x : integer;
procedure ok();
begin
  x := 1;
end;
