// The players' screen: a separate page and bundle that never includes the GM window's code.
import './boot/zodConfig';
import { mount } from 'svelte';
import PlayerApp from './player/PlayerApp.svelte';
import { exposeWorkCounters } from './map/workCounters';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('Hexfray: #app element missing from player.html');
exposeWorkCounters(location.search);
mount(PlayerApp, { target });
