"""Vector drawing code for the Canfield card faces, backs and table marks."""
