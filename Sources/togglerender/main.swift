print("togglerender")
