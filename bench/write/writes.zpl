-- 20,000 one-line writes (`-sn=1`: one), for the cost of the meeting at each
-- write (docs/BACKEND.md, "Output waits for every processor"); bench/write/run.sh.
program w;
config var n : integer = 20000;
var i : integer;
procedure w();
begin
  for i := 1 to n do
    writeln(i);
  end;
end;
