# The functions of one object in callgrind outputs (valgrind --tool=callgrind --demangle=no), for
# scripts/function-order and scripts/bench: prints "RUN COUNT NAME" for each function of `object`
# (-v object=PATH), RUN the first output file (in argument order, from 1) that executes it and COUNT its
# own instructions there. Callgrind names each object and function once as "(id) name" and by "(id)"
# after; a function's own cost lines follow its "fn=" line, except the line after "calls=", which is the
# cost of a call.
function named(kind, text,    id, rest) {
  id = text; sub(/\).*/, "", id); sub(/^\(/, "", id)
  rest = text; if (sub(/^\([0-9]+\) /, "", rest)) names[FILENAME, kind, id] = rest
  return names[FILENAME, kind, id]
}
FNR == 1 { run++ }
/^ob=/  { current_object = named("ob", substr($0, 4)); next }
/^cob=/ { named("ob", substr($0, 5)); next }
/^fn=/  { current_function = named("fn", substr($0, 4)); next }
/^cfn=/ { named("fn", substr($0, 5)); next }
/^calls=/ { skip = 1; next }
/^[0-9+*-]/ {
  if (skip) { skip = 0; next }
  if (current_object != object) next
  if (!(current_function in first)) first[current_function] = run
  if (first[current_function] == run) own[current_function] += $2
}
END { for (f in own) print first[f], own[f], f }
