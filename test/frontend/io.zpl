-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- write/writeln/read with plain arguments, C formats ("fmt":expr), a file
-- first, and no arguments at all.
program io;

var x : double; n : integer; f : file;

procedure io();
begin
  write("x = ", x);
  writeln("%8.4f":x, " and ", "%5d":n + 1);
  writeln();
  writeln;
  f := open("out.txt", file_write);
  writeln(f, x);
  read(f, n);
  close(f);
end;

-- CHECK: Program 4:1 io
-- CHECK-NEXT:   VarDecl 6:5 x var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:9 double
-- CHECK-NEXT:   VarDecl 6:17 n var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:21 integer
-- CHECK-NEXT:   VarDecl 6:30 f var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:34 file
-- CHECK-NEXT:   ProcedureDecl 8:11 io
-- CHECK-NEXT:     body: CompoundStmt 9:1 begin-end
-- CHECK-NEXT:       IOStmt 10:3 write
-- CHECK-NEXT:         StringLiteral 10:9 "x = "
-- CHECK-NEXT:         NameExpr 10:17 x
-- CHECK-NEXT:       IOStmt 11:3 writeln
-- CHECK-NEXT:         FormatExpr 11:11 "%8.4f"
-- CHECK-NEXT:           NameExpr 11:19 x
-- CHECK-NEXT:         StringLiteral 11:22 " and "
-- CHECK-NEXT:         FormatExpr 11:31 "%5d"
-- CHECK-NEXT:           BinaryExpr 11:39 +
-- CHECK-NEXT:             NameExpr 11:37 n
-- CHECK-NEXT:             IntegerLiteral 11:41 1
-- CHECK-NEXT:       IOStmt 12:3 writeln
-- CHECK-NEXT:       IOStmt 13:3 writeln
-- CHECK-NEXT:       AssignStmt 14:5 :=
-- CHECK-NEXT:         lhs: NameExpr 14:3 f
-- CHECK-NEXT:         rhs: CallExpr 14:8 open
-- CHECK-NEXT:           StringLiteral 14:13 "out.txt"
-- CHECK-NEXT:           NameExpr 14:24 file_write
-- CHECK-NEXT:       IOStmt 15:3 writeln
-- CHECK-NEXT:         NameExpr 15:11 f
-- CHECK-NEXT:         NameExpr 15:14 x
-- CHECK-NEXT:       IOStmt 16:3 read
-- CHECK-NEXT:         NameExpr 16:8 f
-- CHECK-NEXT:         NameExpr 16:11 n
-- CHECK-NEXT:       CallStmt 17:3
-- CHECK-NEXT:         CallExpr 17:3 close
-- CHECK-NEXT:           NameExpr 17:9 f
