# A command judge that answers every request (tests/judge/test_command_backend.cpp):
#   candidate_a "label:X"  -> {"label": X}
#   candidate_a "error:X"  -> {"error": X}
#   otherwise              -> {"p": len(a) / (len(a) + len(b))}
import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    a, b = request["candidate_a"], request["candidate_b"]
    answer = {"id": request["id"]}
    if a.startswith("label:"):
        answer["label"] = a[len("label:"):]
    elif a.startswith("error:"):
        answer["error"] = a[len("error:"):]
    else:
        answer["p"] = len(a) / (len(a) + len(b))
    print(json.dumps(answer), flush=True)
