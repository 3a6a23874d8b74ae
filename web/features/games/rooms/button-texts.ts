import { defineMessages } from "../../../i18n/i18n";

/** The button in a turn game's controls that opens a match with a friend (web/i18n/messages/<code>/games-play-friend.json). */
export const playFriendMessages = defineMessages("games-play-friend", {
  playFriend: "Play a friend",
});
