import { defineMessages } from '../../../shared/i18n/define';

/** Profile → Push notifications. */
export const pushMessages = defineMessages({
  title: { id: 'push.section.title', defaultMessage: 'Push notifications' },
  intro: {
    id: 'push.section.intro',
    defaultMessage:
      'Get the same kinds of news as e-mail as notifications on this device, even when Turnout is closed.',
  },
  unsupported: {
    id: 'push.section.unsupported',
    defaultMessage:
      'This browser cannot show push notifications. On iPhone and iPad, add Turnout to your Home Screen (Share → Add to Home Screen) and turn push on from there.',
  },
  turnOn: { id: 'push.section.turnOn', defaultMessage: 'Turn on push on this device' },
  isOn: {
    id: 'push.section.isOn',
    defaultMessage: 'Push is on for this device. Choose what comes as push on all your devices:',
  },
  kindSwitch: {
    id: 'push.section.kindSwitch',
    defaultMessage: 'Push: {kind}',
    description: 'The name of a push switch: kind is a kind of news, as Notifications lists it.',
  },
  turnOff: { id: 'push.section.turnOff', defaultMessage: 'Turn off on this device' },
});
