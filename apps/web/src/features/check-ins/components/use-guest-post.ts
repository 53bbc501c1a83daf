// A guest form's post: once per press (lib/use-one-press.ts), its answer handed on, and a refusal kept
// in the server's words (or said to be unreachable) for the form to show.
import { useState } from 'react';
import type { CallAnswer } from '@vp/contracts';
import type { PublicCall, PublicCallResult } from '../../../lib/public-post.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';

const UNREACHABLE = 'The portal could not be reached. Please try again.';

export function useGuestPost() {
  const { busy, once } = useOnePress();
  const [problem, setProblem] = useState<string | null>(null);
  const post = <C extends PublicCall>(
    send: () => Promise<PublicCallResult<C>>,
    onAnswer: (answer: CallAnswer<C>) => void,
  ) =>
    once(async () => {
      setProblem(null);
      const result = await send();
      if (result.answer) onAnswer(result.answer);
      else setProblem(result.message ?? UNREACHABLE);
    });
  return { busy, problem, post };
}
