-- A `file` variable that was never opened is no file: reading it read
-- standard input without a word (it held `zout`), writing it wrote standard
-- output, and `eof` of it was true. Each use now stops every processor naming
-- the line, as using a closed file does; so does closing a file twice. Errors
-- of `read`, `open` and `eof` name the line too.
-- RUN: %zplc %s -o %t
-- RUN: echo 42 | not %t -p1 2>&1 | FileCheck %s --check-prefix=READ
-- RUN: echo 42 | not %mpirun -np 2 %t --binding=mpi 2>&1 | FileCheck %s --check-prefix=READ
-- READ: zpl: error: io-unopened.zpl:39: read from a file that is not open
-- What was read would print as a line `       42 `; a bare 42 also matched a
-- process id in a line Open MPI sometimes prints while the job is killed
-- (`[vm:02342] ... ORTE_ERROR_LOG`), which failed a CI run.
-- READ-NOT: {{^ *42 *$}}
-- READ-NOT: not reached
-- RUN: not %t -p3 -swhich=2 2>&1 | FileCheck %s --check-prefix=WRITE
-- WRITE: zpl: error: io-unopened.zpl:40: write to a file that is not open
-- RUN: not %t -p2 -swhich=3 2>&1 | FileCheck %s --check-prefix=EOF
-- RUN: not %mpirun -np 3 %t --binding=mpi-shm -swhich=3 2>&1 | FileCheck %s --check-prefix=EOF
-- EOF: zpl: error: io-unopened.zpl:41: `eof` of a file that is not open
-- RUN: not %t -p2 -swhich=4 2>&1 | FileCheck %s --check-prefix=LINE
-- LINE: zpl: error: io-unopened.zpl:42: read from a file that is not open
-- RUN: not %t -p2 -swhich=5 2>&1 | FileCheck %s --check-prefix=CLOSE
-- CLOSE: zpl: error: io-unopened.zpl:43: close of a file that is not open
-- RUN: not %t -p4 -swhich=6 2>&1 | FileCheck %s --check-prefix=TWICE
-- RUN: not %mpirun -np 2 %t --binding=mpi-rma -swhich=6 2>&1 | FileCheck %s --check-prefix=TWICE
-- TWICE: zpl: error: io-unopened.zpl:44: close of a file that is not open
-- RUN: not %t -p2 -swhich=7 2>&1 | FileCheck %s --check-prefix=OPEN
-- OPEN: zpl: error: io-unopened.zpl:45: cannot open `/nonexistent/zplc` for reading
program iounopened;
config var which : integer = 1;
var f, g : file;
    x : integer;
    e : boolean;
procedure iounopened();
begin
  g := open("/dev/null", file_read);
  close(zout);
  close(znull);
  if which = 1 then read(f, x); writeln(x); end;
  if which = 2 then writeln(f, "hi"); end;
  if which = 3 then e := eof(f); writeln(e); end;
  if which = 4 then readln(f); end;
  if which = 5 then close(f); end;
  if which = 6 then close(g); close(g); end;
  if which = 7 then g := open("/nonexistent/zplc", file_read); end;
  writeln("not reached");
end;
