// A printed `<input type="number">` that must take Arabic-Indic (٠-٩) and Persian (۰-۹) digits: a number field
// drops what is not ASCII digits before script can read it (its value becomes ''), so while a widget runs the
// field is a text field with the numeric keyboard; the widget reads it with parseLocalNumber. Returns the undo.
export function acceptLocalDigits(input: HTMLInputElement): () => void {
  if (input.type !== 'number') return () => {};
  const had = input.getAttribute('inputmode');
  input.type = 'text';
  input.setAttribute('inputmode', 'numeric');
  return () => {
    input.type = 'number';
    if (had === null) input.removeAttribute('inputmode');
    else input.setAttribute('inputmode', had);
  };
}
