import { useGameRefusal } from '../use-game-refusal';

/** A refusal the API sent about a game, in the viewer's language when it is a known one. */
export function RefusalText({ text }: { text: string }) {
  const say = useGameRefusal();
  return say(text);
}
