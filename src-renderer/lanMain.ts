// A player's own device on the local network: a separate page and bundle with none of the GM's code.
import './boot/zodConfig';
import { mount } from 'svelte';
import DeviceApp from './player/lan/DeviceApp.svelte';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('Hexfray: #app element missing from lan.html');
mount(DeviceApp, { target });
