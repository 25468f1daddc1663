// Picking a file from the player's disk and reading it as text, for importing scenarios and replays.
import { h } from './dom';

export function pickFile(onText: (text: string, name: string) => void): void {
  const input = h('input', {
    type: 'file',
    accept: '.json,application/json',
    style: 'display:none',
  }) as HTMLInputElement;
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.remove();
    if (!file) return;
    void file.text().then((text) => onText(text, file.name));
  });
  document.body.append(input);
  input.click();
}
