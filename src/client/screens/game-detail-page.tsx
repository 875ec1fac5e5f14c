import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPause } from '@tabler/icons-react';
import { useMutationState } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { describeGameChange } from '../../shared/game-changes';
import { groupText } from '../../shared/groups';
import { localTimeZone } from '../../shared/time';
import { ApiError, errorMessage } from '../api';
import { FormAlert } from '../components/form-alert';
import { GoneNotice } from '../components/gone-notice';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { usePageTitle } from '../components/use-page-title';
import { deleteGameKey, useGame } from '../data/games';
import { AddToCalendar, onCalendar } from '../features/games/components/add-to-calendar';
import { EditGameModal } from '../features/games/components/edit-game-modal';
import { GameHeaderActions } from '../features/games/components/game-header-actions';
import { GameOverview } from '../features/games/components/game-overview';
import { LifecycleActions } from '../features/games/components/lifecycle-actions';
import { ResponsesSection } from '../features/games/components/responses-section';
import { UpdatedNotice } from '../features/games/components/updated-notice';
import { gamePageMessages as m } from '../features/games/game-page-messages';
import { useGameRefusal } from '../features/games/use-game-refusal';
import { formatLocale } from '../i18n/format-locale';
import { LaterPanels } from './later-panels';

// Guests are a small part of a game's page: their panel (and the schema its form checks with) loads apart.
const GuestsPanel = lazy(() => import('../features/guests/components/guests-panel'));
// The discussion loads apart too, so the page's first chunk stays the size it was.
const DiscussionThread = lazy(() => import('../components/discussion/discussion-thread'));

/** Scrolls to #response-section once the page has drawn it (the Vote links land there). */
function useScrollToResponses(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== '#response-section') return;
    done.current = true;
    document.getElementById('response-section')?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/** /games/:gameId (spec 001 §2): the game, its answers or attendance, its next step; gone or hidden: 'Game not found.' */
export function GameDetailPage() {
  const intl = useIntl();
  const say = useGameRefusal();
  const screen = intl.formatMessage(m.screen);
  const gameId = useParams().gameId ?? '';
  const navigate = useNavigate();
  const detail = useGame(gameId);
  const [failure, setFailure] = useState<string | null>(null);
  const [editOpened, edit] = useDisclosure(false);
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  // A live notice of my own delete can refetch the page before the delete's answer arrives: then the
  // page goes where the delete itself leads, the games list, instead of saying the game is gone.
  const deleting = useMutationState({
    filters: { mutationKey: deleteGameKey(gameId) },
    select: (mutation) => mutation.state.status,
  }).some((status) => status === 'pending' || status === 'success');
  usePageTitle(screen);
  useScrollToResponses(detail.data !== undefined);

  useEffect(() => {
    if (notFound && deleting) navigate('/games', { replace: true });
  }, [notFound, deleting, navigate]);

  if (notFound && !deleting) {
    // Spec 001 §3: a missing game, or one the user may not see, is 'Game not found.'
    return (
      <Container size="md" py="md">
        <PageHeader title={screen} />
        <GoneNotice
          message={intl.formatMessage(m.notFound)}
          backTo="/games"
          backLabel={intl.formatMessage(m.backToGames)}
        />
      </Container>
    );
  }

  if (detail.isPending || notFound) {
    return (
      <Container size="md" py="md">
        <PageLoader />
      </Container>
    );
  }

  if (detail.error) {
    return (
      <Container size="md" py="md">
        <PageHeader title={screen} />
        <Stack align="flex-start">
          <FormAlert message={say(errorMessage(detail.error))} />
          <Button component={Link} to="/games" variant="default">
            {intl.formatMessage(m.backToGames)}
          </Button>
        </Stack>
      </Container>
    );
  }

  const { game, me, update } = detail.data;
  const canChange = game.groupActive;
  const canEdit = me.canEdit && canChange;
  const canRepeat = me.canRepeat && canChange;

  return (
    <Container size="md" py="md">
      <PageHeader
        title={game.title}
        screen={screen}
        actions={
          onCalendar(game.status) || canEdit || me.canDelete || canRepeat ? (
            <>
              <AddToCalendar gameId={game.id} status={game.status} />
              {canEdit || me.canDelete || canRepeat ? (
                <GameHeaderActions
                  detail={detail.data}
                  canEdit={canEdit}
                  canRepeat={canRepeat}
                  onEdit={edit.open}
                  onFailure={setFailure}
                />
              ) : null}
            </>
          ) : null
        }
      />
      <Stack gap="lg">
        <FormAlert message={failure} />
        {canChange ? null : (
          <Alert
            variant="light"
            color="yellow"
            title={intl.formatMessage(groupText.inactive)}
            icon={<IconPlayerPause size={18} aria-hidden="true" />}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">{intl.formatMessage(groupText.deactivateWarning)}</Text>
          </Alert>
        )}
        {update ? (
          <UpdatedNotice
            gameId={game.id}
            groupId={game.groupId}
            updateId={update.id}
            title={game.title}
            details={update.changes.flatMap(
              (change) => describeGameChange(change, localTimeZone(), intl, formatLocale()) ?? [],
            )}
          />
        ) : null}
        <GameOverview
          game={game}
          actions={canChange ? <LifecycleActions game={game} onFailure={setFailure} /> : null}
        />
        <ResponsesSection detail={detail.data} canChange={canChange} />
        <Suspense fallback={null}>
          <GuestsPanel detail={detail.data} canChange={canChange} />
        </Suspense>
        <Suspense fallback={null}>
          <DiscussionThread
            thread={{ kind: 'game', gameId: game.id, groupId: game.groupId }}
            me={me.userId}
            isAdmin={me.role === 'admin'}
            canWrite={canChange}
          />
        </Suspense>
        <LaterPanels gameId={game.id} status={game.status} />
      </Stack>
      {canEdit ? <EditGameModal game={game} opened={editOpened} onClose={edit.close} /> : null}
    </Container>
  );
}
