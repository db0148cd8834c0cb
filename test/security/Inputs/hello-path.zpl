program hellopath;
procedure hellopath();
begin
  writeln("path is harmless");
end;
