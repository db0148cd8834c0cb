program stringcr;
region R = [1..2];
var S : [R] string;
    t : string;
procedure stringcr();
[R] begin
  -- Echoed into a `// line` comment, a carriage return used to end the
  -- comment (gcc takes a lone CR for a newline) and, in the literal, to
  -- break the generated C++.
  S := "\rstatic char s_[] = {112, 119, 110, 101, 100, 0}; static int x_ = std::puts(s_);\r//";
  t := "a??/\nb\0c*/";
  writeln("done ", t = "a??/\nb\0c*/");
end;
