-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- RUN: %zplc %s -emit=ast | FileCheck %s --check-prefix=SEMA
-- `extern` in front of constants, types and variables: C supplies them, so
-- an extern constant has a type and no value.
program externs;

extern constant RAND_MAX : integer;
extern const EOF_, BUFSIZ : integer;
extern type tm = record
                   tm_sec : integer;
                 end;
extern var errno : integer;
var t : tm;

procedure externs();
begin
  t.tm_sec := RAND_MAX + errno;
end;

-- CHECK: Program 5:1 externs
-- CHECK-NEXT:   VarDecl 7:17 RAND_MAX constant extern
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:28 integer
-- CHECK-NEXT:   VarDecl 8:14 EOF_ constant extern
-- CHECK-NEXT:     type: BuiltinTypeExpr 8:29 integer
-- CHECK-NEXT:   VarDecl 8:20 BUFSIZ constant extern
-- CHECK-NEXT:     type: BuiltinTypeExpr 8:29 integer
-- CHECK-NEXT:   TypeDecl 9:13 tm extern
-- CHECK-NEXT:     RecordTypeExpr 9:18
-- CHECK-NEXT:       FieldDecl 10:20 tm_sec #0
-- CHECK-NEXT:         type: BuiltinTypeExpr 10:29 integer
-- CHECK-NEXT:   VarDecl 12:12 errno var extern
-- CHECK-NEXT:     type: BuiltinTypeExpr 12:20 integer
-- CHECK-NEXT:   VarDecl 13:5 t var
-- CHECK-NEXT:     type: NamedTypeExpr 13:9 tm
-- CHECK-NEXT:   ProcedureDecl 15:11 externs
-- CHECK-NEXT:     body: CompoundStmt 16:1 begin-end
-- CHECK-NEXT:       AssignStmt 17:12 :=
-- CHECK-NEXT:         lhs: MemberExpr 17:4 tm_sec
-- CHECK-NEXT:           NameExpr 17:3 t
-- CHECK-NEXT:         rhs: BinaryExpr 17:24 +
-- CHECK-NEXT:           NameExpr 17:15 RAND_MAX
-- CHECK-NEXT:           NameExpr 17:26 errno

-- SEMA: Program 5:1 externs entry=externs
-- SEMA-NEXT:   VarDecl 7:17 RAND_MAX constant extern type=integer
-- SEMA-NEXT:     type: BuiltinTypeExpr 7:28 integer type=integer
-- SEMA-NEXT:   VarDecl 8:14 EOF_ constant extern type=integer
-- SEMA-NEXT:     type: BuiltinTypeExpr 8:29 integer type=integer
-- SEMA-NEXT:   VarDecl 8:20 BUFSIZ constant extern type=integer
-- SEMA-NEXT:     type: BuiltinTypeExpr 8:29 integer type=integer
-- SEMA-NEXT:   TypeDecl 9:13 tm extern type=tm
-- SEMA-NEXT:     RecordTypeExpr 9:18 type=tm
-- SEMA-NEXT:       FieldDecl 10:20 tm_sec #0 type=integer
-- SEMA-NEXT:         type: BuiltinTypeExpr 10:29 integer type=integer
-- SEMA-NEXT:   VarDecl 12:12 errno var extern type=integer
-- SEMA-NEXT:     type: BuiltinTypeExpr 12:20 integer type=integer
-- SEMA-NEXT:   VarDecl 13:5 t var type=tm
-- SEMA-NEXT:     type: NamedTypeExpr 13:9 tm -> TypeDecl tm 9:13 type=tm
-- SEMA-NEXT:   ProcedureDecl 15:11 externs type=void
-- SEMA-NEXT:     body: CompoundStmt 16:1 begin-end
-- SEMA-NEXT:       AssignStmt 17:12 :=
-- SEMA-NEXT:         lhs: MemberExpr 17:4 tm_sec type=integer
-- SEMA-NEXT:           NameExpr 17:3 t -> VarDecl t 13:5 type=tm
-- SEMA-NEXT:         rhs: BinaryExpr 17:24 + type=integer
-- SEMA-NEXT:           NameExpr 17:15 RAND_MAX -> VarDecl RAND_MAX 7:17 type=integer
-- SEMA-NEXT:           NameExpr 17:26 errno -> VarDecl errno 12:12 type=integer
