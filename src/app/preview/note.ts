// The words shown beside the pointer for whatever overlay is under it, with a tone for its colour.
export interface PointerNote {
  text: string;
  tone: 'good' | 'bad' | 'info';
  /** The reference section the words are about, when not the one the player's mode is about. */
  section?: string;
}
