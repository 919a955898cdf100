import ControlSpec

print("controlspec: not built yet")
