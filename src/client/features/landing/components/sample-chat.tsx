import { Avatar, Box, Group, Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SAMPLE_CHAT } from '../../../../shared/landing';
import { CHAT_SCRIPT, type ChatMessage } from '../chat-script';
import { chatMessages } from '../landing-messages';

/**
 * How many messages are showing: one more after each message's delay, all cleared 3 s after the last,
 * then again from the first. Still (all showing) for people who prefer reduced motion.
 */
function useShownCount(script: readonly ChatMessage[], still: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (still) {
      setShown(script.length);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    let index = 0;
    const next = () => {
      const message = script[index];
      timer = message
        ? setTimeout(() => {
            index += 1;
            setShown(index);
            next();
          }, message.afterMs)
        : setTimeout(() => {
            index = 0;
            setShown(0);
            next();
          }, SAMPLE_CHAT.restartMs);
    };
    setShown(0);
    next();
    return () => clearTimeout(timer);
  }, [script, still]);
  return shown;
}

function Message({ message, shown }: { message: ChatMessage; shown: boolean }) {
  const intl = useIntl();
  const text = intl.formatMessage(message.text);
  // Every message keeps its place while hidden, so revealing one moves nothing on the page.
  if (message.notice) {
    return (
      <Box component="li" className="landing-chat-message" data-shown={shown} ta="center">
        <Text span size="xs" fw={600} px="sm" py={4} className="landing-chat-notice">
          {text}
        </Text>
      </Box>
    );
  }
  return (
    <Group
      component="li"
      className="landing-chat-message"
      data-shown={shown}
      gap="xs"
      wrap="nowrap"
      align="flex-start"
    >
      <Avatar size={32} radius="xl" color="indigo" variant="light" aria-hidden="true">
        {message.from.charAt(0)}
      </Avatar>
      <div className="landing-chat-bubble">
        <Text size="xs" fw={700}>
          {message.from}
        </Text>
        <Text size="sm">{text}</Text>
      </div>
    </Group>
  );
}

/** The landing page's animated sample chat: a group planning a game with Turnout (spec 000 §2). */
export function SampleChat() {
  const intl = useIntl();
  const still = useReducedMotion();
  const shown = useShownCount(CHAT_SCRIPT, still);
  return (
    <Paper component="figure" withBorder radius="lg" p="md" m={0} shadow="sm" maw={420} w="100%" mx="auto">
      <Text component="figcaption" fw={700} mb="sm">
        {intl.formatMessage(chatMessages.caption)}
      </Text>
      <Box
        component="ol"
        className="landing-chat"
        aria-label={intl.formatMessage(chatMessages.label)}
        p={0}
        m={0}
      >
        {CHAT_SCRIPT.map((message, index) => (
          <Message key={message.text.id} message={message} shown={index < shown} />
        ))}
      </Box>
    </Paper>
  );
}
